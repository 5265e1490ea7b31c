import { cn } from "@repo/ui/lib/cn";
import type { ReactNode } from "react";

/** A row of a figure table: its name (the row's header), then one figure per column. */
export type FigureRow = { key: string; name: ReactNode; figures: readonly ReactNode[] };

/**
 * The wallet's table of figures: a column of row names, then columns of figures, right-aligned in
 * even digits, a line between rows. Insights' categories, a business's customers, its sales by
 * day and its GST by rate are each one. `caption` names it for assistive technology; `strong` is
 * the index of a figure column drawn bold (an amount, a total); `inset` pads the sides, for a
 * table in a bordered card.
 */
export function FigureTable({
  caption,
  columns,
  rows,
  strong,
  inset = false,
}: {
  caption?: string;
  /** The headings: the row names' column, then each figure's. */
  columns: readonly ReactNode[];
  rows: readonly FigureRow[];
  strong?: number;
  inset?: boolean;
}) {
  const cell = cn("py-2", inset && "px-3");
  return (
    <table className="w-full text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr className="text-left text-muted-foreground">
          {columns.map((heading, index) => (
            <th
              // Fixed for the table's life: a column's place is its identity.
              key={index}
              scope="col"
              className={cn(cell, "font-medium", index > 0 && "text-right")}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t">
            <th scope="row" className={cn(cell, "text-left font-medium")}>
              {row.name}
            </th>
            {row.figures.map((figure, index) => (
              <td
                key={index}
                className={cn(cell, "text-right tabular-nums", index === strong && "font-semibold")}
              >
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
