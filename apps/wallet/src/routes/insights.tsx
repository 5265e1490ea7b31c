import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { WithBottomNav } from "../components/bottom-nav";
import { FigureTable } from "../components/kit/figure-table";
import { ListRow } from "../components/kit/list-card";
import { ListSection } from "../components/kit/list-section";
import { MonthPicker } from "../components/kit/month-picker";
import { RefreshingNote } from "../components/refreshing-note";
import { ScreenHeader } from "../components/screen-header";
import { connected } from "../data/api-url";
import { useHeldEntries, useHistoryEntries } from "../hooks/use-history-entries";
import { useHomeCountry } from "../hooks/use-home-country";
import { useKeptMonthCard } from "../hooks/use-kept-month-card";
import { monthSearch } from "../lib/history-search";
import { monthChange, spendingByCategory, topPayees, totalSpent } from "../lib/insights";
import { loadCopy } from "../lib/load-copy";
import { monthName, previousMonth, shownMonth } from "../lib/months";
import { monthPeriod, monthsWithEntries, periodEntries } from "../lib/statement";
import { loadLedger } from "../stores/load-ledger";
import { CategoryChart, categoryColumns } from "./-insights/category-chart";
import { InsightsFrame } from "./-insights/insights-frame";

export const Route = createFileRoute("/insights")({
  validateSearch: monthSearch,
  loader: () =>
    Promise.all([
      loadCopy("insights", "history", "nav", ...(connected ? (["lastView"] as const) : [])),
      loadLedger(),
    ]),
  component: () => <WithBottomNav screen={Insights} />,
});

/** A month's spending by category (chart and table), the change from the month before, top payees. */
function Insights() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "insights" });
  const { t: th } = useTranslation("wallet", { keyPrefix: "history" });
  const navigate = useNavigate({ from: Route.fullPath });
  const all = useHistoryEntries({});
  const held = useHeldEntries();
  const months = useMemo(() => monthsWithEntries(all ?? held?.entries ?? []), [all, held]);
  const month = shownMonth(Route.useSearch().month, months, new Date());
  const previous = previousMonth(month);
  // Until the whole history is read, the two months from the entries the loader read, when whole.
  const current = useMemo(() => periodEntries(all, held, monthPeriod(month)), [all, held, month]);
  const before = useMemo(
    () => periodEntries(all, held, monthPeriod(previous)),
    [all, held, previous],
  );
  const known = current !== undefined && before !== undefined;
  const { currency } = useHomeCountry();
  const categories = useMemo(
    () => spendingByCategory(current ?? [], currency),
    [current, currency],
  );
  const payees = useMemo(() => topPayees(current ?? []), [current]);
  const spent = totalSpent(current ?? [], currency);
  const change = monthChange(spent, totalSpent(before ?? [], currency));
  const names = {
    month: monthName(month, i18n.language),
    previous: monthName(previous, i18n.language),
  };
  const card = known
    ? {
        "month-spent": t("spent", { month: names.month }),
        "month-total": formatMoney(spent),
        "month-change":
          change.kind === "more" || change.kind === "less"
            ? t(`change.${change.kind}`, {
                ...names,
                difference: formatMoney(change.difference),
                percent: change.percent,
              })
            : t(`change.${change.kind}`, names),
      }
    : null;
  useKeptMonthCard(month, currency, i18n.language, card);
  const percent = new Intl.NumberFormat(i18n.language === "en" ? "en-IN" : i18n.language, {
    style: "percent",
  });

  return (
    <main className="flex flex-1 flex-col" aria-busy={!known || undefined}>
      <ScreenHeader title={t("title")} back={{ to: "/transactions" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <p className="-mt-2 text-sm text-muted-foreground">{t("intro")}</p>
        <MonthPicker
          id="insights-month"
          label={t("month")}
          value={month}
          months={months}
          onChange={(value) => void navigate({ search: { month: value }, replace: true })}
        />

        {/* Boxes until the month is known: an empty month first, then the real one, would jump. */}
        {!known ? (
          <InsightsFrame />
        ) : (
          <>
            <section
              aria-labelledby="spent-title"
              className="flex flex-col gap-1 rounded-2xl bg-primary p-5 text-primary-foreground shadow-md"
            >
              <h2 id="spent-title" className="text-sm font-medium opacity-90">
                {card?.["month-spent"]}
              </h2>
              <p className="text-3xl font-extrabold tracking-tight">{card?.["month-total"]}</p>
              <p className="text-sm">{card?.["month-change"]}</p>
              <RefreshingNote className="text-sm opacity-90" />
            </section>

            <section aria-labelledby="categories-title" className="flex flex-col gap-3">
              <h2 id="categories-title" className="font-semibold">
                {t("categories.title")}
              </h2>
              <CategoryChart
                label={t("categories.chart", {
                  month: names.month,
                  summary: categories
                    .map((item) =>
                      t("categories.chartItem", {
                        category: th(`categories.${item.category}`),
                        amount: formatMoney(item.spent),
                      }),
                    )
                    .join(", "),
                })}
                bars={categories.map((item) => ({
                  key: item.category,
                  label: th(`categories.${item.category}`),
                  value: item.spent.minor,
                  text: formatMoney(item.spent),
                }))}
              />
              <FigureTable
                caption={t("categories.table", { month: names.month })}
                columns={categoryColumns(t)}
                strong={0}
                rows={categories.map((item) => ({
                  key: item.category,
                  name: th(`categories.${item.category}`),
                  figures: [formatMoney(item.spent), percent.format(item.share)],
                }))}
              />
            </section>

            <ListSection
              id="payees-title"
              title={t("payees.title")}
              empty={t("payees.empty")}
              items={payees}
              as="ol"
            >
              {(payee) => (
                <ListRow key={payee.name}>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{payee.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {t("payees.payments", { count: payee.count })}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold">{formatMoney(payee.spent)}</p>
                </ListRow>
              )}
            </ListSection>
          </>
        )}
      </div>
    </main>
  );
}
