import { absolute } from "@repo/ledger/money";
import { cn } from "@repo/ui/lib/cn";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { Link } from "@tanstack/react-router";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

import { EntryStatus } from "../../../components/entry-status";
import { focusRing } from "../../../components/kit/focus";
import { dayStart, directionOf, type HistoryRow, relativeDay } from "../../../lib/history";

/** Row heights in px: a day's heading and an entry (one line of name, one of time and type). */
export const DAY_ROW_HEIGHT = 40;
export const ENTRY_ROW_HEIGHT = 64;

/**
 * The history's rows in a scrolling box that draws only the rows in view (plus a few either
 * side), so ten thousand entries scroll as smoothly as ten.
 */
export function HistoryList({ rows }: { rows: HistoryRow[] }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "history" });
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions change as it scrolls: React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === "day" ? DAY_ROW_HEIGHT : ENTRY_ROW_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 4,
    // Before the box is measured (and in tests without layout), draw one screenful.
    initialRect: { width: 390, height: 640 },
  });
  const now = new Date();
  const time = new Intl.DateTimeFormat(i18n.language === "en" ? "en-IN" : i18n.language, {
    timeStyle: "short",
  });

  return (
    <div
      ref={scroller}
      data-testid="history-scroller"
      className="min-h-0 flex-1 overflow-y-auto border-t"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const style = { height: item.size, transform: `translateY(${item.start}px)` };
          if (row.kind === "day") {
            const relative = relativeDay(row.day, now);
            return (
              <h2
                key={item.key}
                style={style}
                className="absolute top-0 left-0 flex w-full items-end bg-background px-5 pb-1 text-sm font-semibold text-muted-foreground"
              >
                {relative ? t(`days.${relative}`) : formatDate(dayStart(row.day), i18n.language)}
              </h2>
            );
          }
          const { entry } = row;
          const direction = directionOf(entry);
          const income = entry.type === "income";
          const Icon = income ? ArrowDownLeft : ArrowUpRight;
          const amount = formatMoney(absolute(entry.amount));
          return (
            <Link
              key={item.key}
              to="/transactions/$id"
              params={{ id: entry.id }}
              style={style}
              data-history-row=""
              className={cn(
                "absolute top-0 left-0 flex w-full items-center gap-3 px-5 hover:bg-muted",
                focusRing.inset,
              )}
            >
              <span
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-full",
                  income ? "bg-success/15 text-success" : "bg-muted text-foreground",
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{entry.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {time.format(new Date(entry.date))}
                  <EntryStatus status={entry.status} />
                  {entry.note ? ` · ${entry.note}` : ""}
                </span>
              </span>
              <span className={cn("shrink-0 font-semibold", income && "text-success")}>
                <span className="sr-only">{t(`entry.${direction}`)} </span>
                {income ? "+" : "−"}
                {amount}
              </span>
            </Link>
          );
        })}
      </div>
    </div>
  );
}
