import { inr } from "@repo/ledger/money";
import type { Outlet } from "@repo/mock-data/business";
import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { FigureTable } from "../../../components/kit/figure-table";
import type { DaySales } from "../../../lib/business/business-analytics";

type SalesChartProps = {
  days: DaySales[];
  outlets: readonly Outlet[];
  /** The chart's accessible name, e.g. "Sales in the last 7 days by outlet". */
  label: string;
  /** "21 Nov" for a `YYYY-MM-DD` day. */
  dayLabel: (day: string) => string;
};

const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 16;
/** One fill per outlet, in the outlets' order. */
const FILLS = ["fill-primary", "fill-accent"] as const;
const SWATCHES = ["bg-primary", "bg-accent"] as const;

/**
 * Stacked daily bars, one colour per outlet, drawn as SVG: no chart library. The picture has
 * an accessible name with the period's total; the table below carries every figure.
 */
export function SalesChart({ days, outlets, label, dayLabel }: SalesChartProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.home.chart" });
  const max = Math.max(1, ...days.map((d) => d.total.minor));
  const slot = WIDTH / days.length;
  const bar = Math.max(2, slot * 0.7);
  const total = inr(days.reduce((sum, d) => sum + d.total.minor, 0));
  const labelEvery = days.length > 10 ? 7 : 1;

  return (
    <figure className="flex flex-col gap-3">
      <svg
        role="img"
        aria-label={t("summary", { label, total: formatMoney(total) })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" />
        {days.map((day, i) => {
          let top = HEIGHT;
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={day.day}>
              {outlets.map((outlet, o) => {
                const height = ((day.byOutlet[outlet.id]?.minor ?? 0) / max) * (HEIGHT - 8);
                top -= height;
                return (
                  <rect
                    key={outlet.id}
                    x={x}
                    y={top}
                    width={bar}
                    height={height}
                    rx={1.5}
                    className={FILLS[o % FILLS.length]}
                  />
                );
              })}
              {(days.length - 1 - i) % labelEvery === 0 ? (
                <text
                  x={i * slot + slot / 2}
                  y={HEIGHT + 12}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[9px]"
                >
                  {dayLabel(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-4 text-sm" aria-label={t("legend")}>
        {outlets.map((outlet, o) => (
          <li key={outlet.id} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`size-3 rounded-sm ${SWATCHES[o % SWATCHES.length]}`}
            />
            {outlet.name}
          </li>
        ))}
      </ul>
      <details className="rounded-xl border">
        <summary className="cursor-pointer px-4 py-3 font-medium">{t("showTable")}</summary>
        <div className="overflow-x-auto px-2 pb-3">
          <FigureTable
            caption={label}
            columns={[t("day"), ...outlets.map((outlet) => outlet.name), t("total")]}
            strong={outlets.length}
            rows={[...days].reverse().map((day) => ({
              key: day.day,
              name: dayLabel(day.day),
              figures: [
                ...outlets.map((outlet) => formatMoney(day.byOutlet[outlet.id] ?? inr(0))),
                formatMoney(day.total),
              ],
            }))}
          />
        </div>
      </details>
    </figure>
  );
}
