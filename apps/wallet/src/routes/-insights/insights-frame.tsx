import { useTranslation } from "react-i18next";

import { FigureTable } from "../../components/kit/figure-table";
import { RefreshingNote } from "../../components/refreshing-note";
import { FigureBox } from "../../components/shell-figure";
import { ShellRows } from "../../components/shell-rows";
import { spendingCategories } from "../../lib/insights";
import { CategoryChart, categoryColumns } from "./category-chart";

/** The boxes' widths of the frame's category rows: a name, an amount, a share. */
const widths = ["w-24", "w-20", "w-28", "w-16", "w-20"];

/**
 * The insights' frame while the history is read (and the page's app shell): the month's card,
 * the two sections' headings, and boxes where the account's figures, bars and payees go. The
 * card's boxes name the slots the page's script fills from the last known view (this month's card
 * as the app drew it: lib/shell-scripts.ts fillLastView), marked as refreshing. The categories
 * are drawn as the app draws them, one row per spending category (the app lists each, at zero
 * too), so the payees below stay where they are when the month is known.
 */
export function InsightsFrame() {
  const { t } = useTranslation("wallet", { keyPrefix: "insights" });
  const rows = spendingCategories.map((category, row) => ({
    key: category,
    width: widths[row] ?? "w-20",
  }));
  return (
    <>
      <div
        aria-hidden="true"
        className="flex flex-col gap-1 rounded-2xl bg-primary p-5 text-primary-foreground shadow-md"
      >
        <p className="text-sm font-medium opacity-90">
          <FigureBox className="w-36" slot="month-spent" />
        </p>
        <p className="text-3xl font-extrabold tracking-tight">
          <FigureBox className="w-40" slot="month-total" />
        </p>
        <p className="text-sm">
          <FigureBox className="w-56" slot="month-change" />
        </p>
        <RefreshingNote className="text-sm opacity-90" />
      </div>
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold">{t("categories.title")}</h2>
        <div aria-hidden="true" className="flex flex-col gap-3">
          <CategoryChart
            label={t("categories.title")}
            bars={rows.map(({ key, width }) => ({
              key,
              label: <FigureBox className={width} />,
              text: <FigureBox className="w-16" />,
            }))}
          />
          <FigureTable
            columns={categoryColumns(t)}
            rows={rows.map(({ key, width }) => ({
              key,
              name: <FigureBox className={width} />,
              figures: [
                <FigureBox key="amount" className="w-16" />,
                <FigureBox key="share" className="w-8" />,
              ],
            }))}
          />
        </div>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("payees.title")}</h2>
        <ShellRows count={3} />
      </section>
    </>
  );
}
