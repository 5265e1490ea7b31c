import { absolute } from "@repo/ledger/money";
import { cn } from "@repo/ui/lib/cn";
import { formatMoney } from "@repo/ui/lib/format";
import { Link } from "@tanstack/react-router";
import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import type { CSSProperties } from "react";

import type { LedgerEntry } from "../../lib/ledger";
import { EntryStatus } from "../entry-status";
import { focusRing } from "./focus";

type TransactionRowProps = {
  entry: LedgerEntry;
  /** When it was, as the list says it: a date and time, or a time under a day's heading. */
  when: string;
  /** The word a screen reader hears before the amount ("Paid", "Received", "Added to wallet"). */
  said: string;
  /** The entry's note, after its status (history shows it; the dashboard does not). */
  note?: string;
  /** The row opens the entry's receipt (a link, placed by the caller); without, it is a list card's item. */
  opens?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Hooks of the list's own (`data-history-row`). */
  [data: `data-${string}`]: string;
};

/**
 * One ledger entry in a list: an arrow in a circle (in, green; out, plain), who, when and where it
 * stands, and the amount signed, with its direction said to screen readers.
 */
export function TransactionRow({
  entry,
  when,
  said,
  note,
  opens = false,
  className,
  style,
  ...data
}: TransactionRowProps) {
  const income = entry.type === "income";
  const Icon = income ? ArrowDownLeft : ArrowUpRight;
  const body = (
    <>
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
          {when}
          <EntryStatus status={entry.status} />
          {note ? ` · ${note}` : ""}
        </span>
      </span>
      <span className={cn("shrink-0 font-semibold", income && "text-success")}>
        <span className="sr-only">{said} </span>
        {income ? "+" : "−"}
        {formatMoney(absolute(entry.amount))}
      </span>
    </>
  );
  const row = "flex items-center gap-3";
  return opens ? (
    <Link
      to="/transactions/$id"
      params={{ id: entry.id }}
      style={style}
      {...data}
      className={cn(row, "px-5 hover:bg-muted", focusRing.inset, className)}
    >
      {body}
    </Link>
  ) : (
    <li style={style} {...data} className={cn(row, "px-4 py-3", className)}>
      {body}
    </li>
  );
}
