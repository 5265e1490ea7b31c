import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import { FileSpreadsheet, FileText } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

import { ChoiceOption } from "../../components/choice-option";
import { MonthPicker } from "../../components/kit/month-picker";
import { ScreenHeader } from "../../components/screen-header";
import { FigureBox } from "../../components/shell-figure";
import { useHeldEntries, useHistoryEntries } from "../../hooks/use-history-entries";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useOwnAccount } from "../../hooks/use-own-account";
import { downloadBlob } from "../../lib/download";
import { dayStart, historyTotals } from "../../lib/history";
import { statementSearch } from "../../lib/history-search";
import { type LedgerEntry } from "../../lib/ledger";
import { loadCopy } from "../../lib/load-copy";
import { shownMonth } from "../../lib/months";
import { pdfLanguage } from "../../lib/pdf-language";
import {
  amountFigure,
  chosenPeriod,
  monthPeriod,
  monthsWithEntries,
  periodEntries,
  statementCsv,
} from "../../lib/statement";
import { loadLedger } from "../../stores/load-ledger";

export const Route = createFileRoute("/transactions/statement")({
  validateSearch: statementSearch,
  loader: () => Promise.all([loadCopy("history"), loadLedger()]),
  component: Statement,
});

/** A month's or a range of days' transactions, downloaded as CSV or PDF. */
function Statement() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "history.statementScreen" });
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const all = useHistoryEntries({});
  const held = useHeldEntries();
  const months = useMemo(() => monthsWithEntries(all ?? held?.entries ?? []), [all, held]);
  const month = shownMonth(search.month, months, new Date());
  const { byRange, badRange, period } = chosenPeriod(month, search);
  // Until the whole history is read, from the entries the loader read when they hold the period.
  const known = period ? periodEntries(all, held, period) : undefined;
  const entries = known ?? [];
  const { currency } = useHomeCountry();
  const user = useOwnAccount();
  const totals = historyTotals(entries, currency);
  const [busy, setBusy] = useState(false);

  const setMode = (mode: "month" | "range") => {
    const { from, to } = monthPeriod(month);
    void navigate({
      search: mode === "month" ? { month } : { from, to },
      replace: true,
    });
  };

  const save = async (format: "csv" | "pdf") => {
    if (!period) return;
    setBusy(true);
    try {
      const name = `sangampay-statement-${period.from}-to-${period.to}.${format}`;
      if (format === "csv") {
        const csv = statementCsv(
          entries,
          {
            date: t("columns.date"),
            description: t("columns.description"),
            type: t("columns.type"),
            note: t("columns.note"),
            id: t("columns.id"),
            amount: t("columns.amount", { currency }),
          },
          (entry) => typeName(i18n.getFixedT(i18n.language, "wallet"), entry),
        );
        // A byte-order mark, so spreadsheets read the names in Indian scripts as UTF-8.
        downloadBlob(name, new Blob(["\ufeff", csv], { type: "text/csv;charset=utf-8" }));
      } else {
        const language = pdfLanguage(i18n.language);
        const tl = i18n.getFixedT(language, "wallet", "history.statementScreen");
        const { statementPdf } = await import("../../lib/pdf");
        const blob = statementPdf({
          title: tl("fileTitle"),
          subtitle: tl("for", {
            name: user.name,
            from: formatDate(dayStart(period.from), language),
            to: formatDate(dayStart(period.to), language),
          }),
          summary: [tl("totals", { in: formatMoney(totals.in), out: formatMoney(totals.out) })],
          columns: [
            tl("columns.date"),
            tl("columns.description"),
            tl("columns.type"),
            tl("columns.amount", { currency }),
          ],
          rows: [...entries]
            .reverse()
            .map((entry) => [
              formatDate(new Date(entry.date), language),
              entry.name,
              typeName(i18n.getFixedT(language, "wallet"), entry),
              amountFigure(entry.amount.minor),
            ]),
          empty: tl("empty"),
        });
        downloadBlob(name, blob);
      }
      toast({ title: t("downloaded"), variant: "success" });
    } catch (error) {
      console.warn("The statement could not be made:", error);
      toast({ title: t("failed"), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/transactions" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <p className="-mt-2 text-sm text-muted-foreground">{t("intro")}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t("period")}</legend>
          <div className="grid grid-cols-2 divide-x overflow-hidden rounded-xl border bg-card">
            <ChoiceOption
              group="statement-mode"
              value="month"
              checked={!byRange}
              onSelect={() => setMode("month")}
              title={t("month")}
            />
            <ChoiceOption
              group="statement-mode"
              value="range"
              checked={byRange}
              onSelect={() => setMode("range")}
              title={t("range")}
            />
          </div>
        </fieldset>
        {byRange ? (
          <div className="grid grid-cols-2 gap-3">
            {(["from", "to"] as const).map((end) => (
              <div key={end} className="flex flex-col gap-1">
                <Label htmlFor={`statement-${end}`}>{t(end)}</Label>
                <Input
                  id={`statement-${end}`}
                  type="date"
                  value={search[end] ?? ""}
                  aria-invalid={badRange || undefined}
                  aria-describedby="statement-range-message"
                  onChange={(event) =>
                    void navigate({
                      search: (prev) => ({ ...prev, [end]: event.target.value || undefined }),
                      replace: true,
                    })
                  }
                />
              </div>
            ))}
            {period ? null : (
              <p
                id="statement-range-message"
                role="alert"
                className="col-span-2 text-sm text-destructive"
              >
                {badRange ? t("badRange") : t("pickRange")}
              </p>
            )}
          </div>
        ) : (
          <MonthPicker
            id="statement-month"
            label={t("monthLabel")}
            value={month}
            months={months}
            onChange={(value) => void navigate({ search: { month: value }, replace: true })}
          />
        )}
        {period ? (
          <section
            aria-labelledby="statement-summary"
            className="flex flex-col gap-3 rounded-xl border bg-card p-4"
          >
            <h2 id="statement-summary" aria-live="polite" className="font-semibold">
              {/* Boxes while the period's entries are unknown (the app shell knows neither the
                  visitor's today nor their entries): never "0 transactions" before they are read. */}
              {known ? (
                t("summary", {
                  count: entries.length,
                  from: formatDate(dayStart(period.from), i18n.language),
                  to: formatDate(dayStart(period.to), i18n.language),
                })
              ) : (
                <FigureBox className="w-64" />
              )}
            </h2>
            <p className="text-sm">
              {known ? (
                t("totals", { in: formatMoney(totals.in), out: formatMoney(totals.out) })
              ) : (
                <FigureBox className="w-48" />
              )}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <Button variant="outline" disabled={busy || !known} onClick={() => void save("csv")}>
                <FileSpreadsheet aria-hidden="true" />
                {t("csv")}
              </Button>
              <Button
                // The PDF names its holder: on the connected wallet, once the server has said who.
                disabled={busy || !known || !user.known}
                onClick={() => void save("pdf")}
              >
                <FileText aria-hidden="true" />
                {t("pdf")}
              </Button>
            </div>
          </section>
        ) : null}
      </div>
    </main>
  );
}

/** An entry's category in words. */
function typeName(t: TFunction<"wallet">, entry: LedgerEntry) {
  return t(`history.categories.${entry.category}`);
}
