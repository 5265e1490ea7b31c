import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { FileText, PieChart, Search } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";

import { WithBottomNav } from "../../components/bottom-nav";
import { RefreshingNote } from "../../components/refreshing-note";
import { ScreenHeader } from "../../components/screen-header";
import { ShellFigure } from "../../components/shell-figure";
import { connected } from "../../data/api-url";
import { useHistoryEntries } from "../../hooks/use-history-entries";
import { useHomeCountry } from "../../hooks/use-home-country";
import { dayStart, filterHistory, historyRows, historyTotals } from "../../lib/history";
import { type HistorySearch, historySearch } from "../../lib/history-search";
import { loadCopy } from "../../lib/load-copy";
import { loadLedger } from "../../stores/load-ledger";
import { HistoryFilters } from "./-components/history-filters";
import { HistoryList } from "./-components/history-list";

export const Route = createFileRoute("/transactions/")({
  validateSearch: historySearch,
  loader: () =>
    Promise.all([
      loadCopy("history", "nav", ...(connected ? (["lastView"] as const) : [])),
      loadLedger(),
    ]),
  component: () => <WithBottomNav screen={Transactions} />,
});

/** The whole ledger, newest first by day, with search, filters and the totals of what is shown. */
function Transactions() {
  const { t } = useTranslation("wallet", { keyPrefix: "history" });
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const badRange = search.from !== undefined && search.to !== undefined && search.from > search.to;
  const from = badRange ? undefined : search.from;
  const to = badRange ? undefined : search.to;
  const entries = useHistoryEntries({
    from: from ? dayStart(from).getTime() : undefined,
    // The To day is included up to its last millisecond.
    to: to ? dayStart(to).getTime() + 86_399_999 : undefined,
  });
  const q = useDeferredValue(search.q);
  const shown = useMemo(
    () => (entries ? filterHistory(entries, { ...search, q, from, to }) : undefined),
    [entries, search, q, from, to],
  );
  const rows = useMemo(() => (shown ? historyRows(shown) : []), [shown]);
  const { currency, code: country } = useHomeCountry();
  const totals = useMemo(() => historyTotals(shown ?? [], currency), [shown, currency]);

  const update = (change: Partial<HistorySearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true });

  return (
    <main className="flex min-h-0 flex-1 flex-col">
      <ScreenHeader
        title={t("title")}
        back={{ to: "/dashboard" }}
        actions={
          <>
            <Button asChild variant="ghost" size="icon">
              <Link to="/insights" aria-label={t("insights")}>
                <PieChart aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="ghost" size="icon">
              <Link
                to="/transactions/statement"
                search={from && to ? { from, to } : {}}
                aria-label={t("statement")}
              >
                <FileText aria-hidden="true" />
              </Link>
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-2 px-5 pb-2">
        <RefreshingNote className="text-muted-foreground" />
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={t("search.label")}
            placeholder={t("search.placeholder", { context: country })}
            className="pl-9"
            maxLength={50}
            value={search.q ?? ""}
            onChange={(event) => update({ q: event.target.value || undefined })}
          />
        </div>
        <HistoryFilters search={search} badRange={badRange} onChange={update} />
        <section aria-labelledby="totals-title">
          <h2 id="totals-title" className="sr-only">
            {t("totals.title")}
          </h2>
          <p role="status" className="flex flex-wrap gap-x-4 text-sm">
            <span>
              <ShellFigure className="w-20">
                {t("totals.count", { count: shown?.length ?? 0 })}
              </ShellFigure>
            </span>
            <span>
              {t("totals.in")}{" "}
              <strong className="text-success">
                <ShellFigure className="w-14">{formatMoney(totals.in)}</ShellFigure>
              </strong>
            </span>
            <span>
              {t("totals.out")}{" "}
              <strong>
                <ShellFigure className="w-14">{formatMoney(totals.out)}</ShellFigure>
              </strong>
            </span>
          </p>
        </section>
      </div>
      {shown === undefined ? (
        <p aria-busy="true" className="px-5 py-6 text-sm text-muted-foreground">
          {t("loading")}
        </p>
      ) : shown.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted-foreground">
          {entries?.length === 0 ? t("emptyAll") : t("empty")}
        </p>
      ) : (
        <HistoryList rows={rows} />
      )}
    </main>
  );
}
