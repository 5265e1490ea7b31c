import { useTranslation } from "react-i18next";

import { RefreshingNote } from "../../components/refreshing-note";
import { FigureBox } from "../../components/shell-figure";
import { ShellRows } from "../../components/shell-rows";

/**
 * The insights' frame while the history is read (and the page's app shell): the month's card,
 * the two sections' headings, and boxes where the account's figures, bars and payees go. The
 * card's boxes name the slots the page's script fills from the last known view (this month's card
 * as the app drew it: lib/shell-scripts.ts fillLastView), marked as refreshing.
 */
export function InsightsFrame() {
  const { t } = useTranslation("wallet", { keyPrefix: "insights" });
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
          {["w-24", "w-20", "w-28"].map((width) => (
            <div key={width} className="flex flex-col gap-1 text-sm">
              <FigureBox className={width} />
              <span className="h-3 w-full rounded-full bg-muted" />
            </div>
          ))}
        </div>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("payees.title")}</h2>
        <ShellRows count={3} />
      </section>
    </>
  );
}
