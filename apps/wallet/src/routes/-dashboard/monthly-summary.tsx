import type { Money } from "@repo/ledger/money";
import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { ShellFigure } from "../../components/shell-figure";
import type { MonthlySummary as Summary } from "../../lib/ledger";
import { inShell } from "../../lib/shell-mode";

const monthFormat = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric" });

const CHART = { width: 300, height: 120, top: 8, bottom: 20, bar: 14, gap: 3 } as const;

/**
 * The build's app shell draws the summary with no account behind it: the month and every figure a
 * box, no bars, so that the card holds its place (its size does not depend on the figures).
 */
const none: Money = { minor: 0, currency: "INR" };
const shellSummary: Summary = {
  month: new Date(2000, 0, 1),
  spent: none,
  received: none,
  added: none,
  weeks: Array.from({ length: 5 }, () => ({ spent: none, received: none })),
};

/**
 * Spent and received this month, two figures and a small weekly bar chart in inline SVG, and on
 * their own line the top-ups: your own money added to the wallet, neither spent nor received.
 * Nothing for an account with no entries (`null`), except in the app shell, which draws its boxes.
 */
export function MonthlySummary({ summary: shown }: { summary: Summary | null }) {
  const { t } = useTranslation("wallet", { keyPrefix: "dashboard.summary" });
  const shell = inShell();
  const summary = shell ? shellSummary : shown;
  if (!summary) return null;
  const month = monthFormat.format(summary.month);
  const lastDay = new Date(summary.month.getFullYear(), summary.month.getMonth() + 1, 0).getDate();
  // Bar heights in paise; the labels format the same Money.
  const weeks = summary.weeks.map((week, i) => ({
    ...week,
    spentMinor: week.spent.minor,
    receivedMinor: week.received.minor,
    from: i * 7 + 1,
    to: i === 4 ? lastDay : i * 7 + 7,
  }));
  const max = Math.max(1, ...weeks.flatMap((w) => [w.spentMinor, w.receivedMinor]));
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = CHART.width / weeks.length;
  const barHeight = (value: number) => (value > 0 ? Math.max(2, (value / max) * plotHeight) : 0);
  const description = weeks
    .map(
      (w) =>
        `${t("week", { from: w.from, to: w.to })}: ${t("weekValues", {
          spent: formatMoney(w.spent),
          received: formatMoney(w.received),
        })}`,
    )
    .join("; ");

  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <h2 id="summary-title" className="font-semibold">
        {shell ? (
          <>
            {t("title", { month: "" })}
            <ShellFigure className="w-28" />
          </>
        ) : (
          t("title", { month })
        )}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-accent" />
            {t("spent")}
          </dt>
          <dd className="text-lg font-bold">
            <ShellFigure className="w-20">{formatMoney(summary.spent)}</ShellFigure>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
            {t("received")}
          </dt>
          <dd className="text-lg font-bold">
            <ShellFigure className="w-20">{formatMoney(summary.received)}</ShellFigure>
          </dd>
        </div>
        <div className="col-span-2 flex items-baseline justify-between gap-3 border-t pt-3">
          <dt className="text-sm text-muted-foreground">{t("added")}</dt>
          <dd className="font-semibold">
            <ShellFigure className="w-14">{formatMoney(summary.added)}</ShellFigure>
          </dd>
        </div>
      </dl>
      <p className="-mt-2 text-xs text-muted-foreground">{t("addedNote")}</p>
      <svg
        {...(shell
          ? { "aria-hidden": true }
          : { role: "img", "aria-label": `${t("chart", { month })}. ${description}` })}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full"
      >
        <line
          x1="0"
          x2={CHART.width}
          y1={CHART.height - CHART.bottom}
          y2={CHART.height - CHART.bottom}
          className="stroke-border"
        />
        {weeks.map((week, i) => {
          const centre = slot * i + slot / 2;
          const base = CHART.height - CHART.bottom;
          const spent = barHeight(week.spentMinor);
          const received = barHeight(week.receivedMinor);
          return (
            <g key={week.from}>
              <rect
                x={centre - CHART.bar - CHART.gap / 2}
                y={base - spent}
                width={CHART.bar}
                height={spent}
                rx="2"
                className="fill-accent"
              />
              <rect
                x={centre + CHART.gap / 2}
                y={base - received}
                width={CHART.bar}
                height={received}
                rx="2"
                className="fill-primary"
              />
              <text
                x={centre}
                y={CHART.height - 5}
                textAnchor="middle"
                className="fill-muted-foreground text-[10px]"
              >
                {shell ? null : `${week.from}–${week.to}`}
              </text>
            </g>
          );
        })}
      </svg>
    </section>
  );
}
