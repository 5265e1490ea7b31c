import { formatDate } from "@repo/ui/lib/format";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

import { TransactionRow } from "../../../components/kit/transaction-row";
import { dayStart, type HistoryRow, relativeDay } from "../../../lib/history";
import { directionOf } from "../../../lib/ledger";

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
          return (
            <TransactionRow
              key={item.key}
              entry={row.entry}
              when={time.format(new Date(row.entry.date))}
              said={t(`entry.${directionOf(row.entry)}`)}
              note={row.entry.note}
              opens
              style={style}
              data-history-row=""
              className="absolute top-0 left-0 w-full"
            />
          );
        })}
      </div>
    </div>
  );
}
