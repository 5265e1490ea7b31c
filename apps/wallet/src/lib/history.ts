import { localDay } from "@repo/ledger/day";
import { type Money, parseMajor } from "@repo/ledger/money";

import type { LedgerEntry } from "./ledger";

/**
 * The transaction history's rules, as pure functions: what a search or a filter keeps, the
 * totals of what is shown, and the rows the list draws (a heading for each day, then its
 * entries). The screen reads the entries from storage and hands them here.
 */

/** The kinds of entry the history filters by. */
export const HISTORY_TYPES = [
  "transfer",
  "bill",
  "recharge",
  "add-money",
  "cross-border",
  "cashback",
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const DIRECTIONS = ["sent", "received"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export type HistoryFilter = {
  /** Words or an amount to look for. */
  q?: string;
  dir?: Direction;
  type?: HistoryType;
  /** Local calendar days, `2026-11-01`; both included. */
  from?: string;
  to?: string;
};

/** Which of the history's types an entry is. Payments to shops and people are transfers. */
export function historyTypeOf(entry: LedgerEntry): HistoryType {
  // Cross-border payments may carry a kind of their own or be an international transfer.
  const kind: string | undefined = entry.kind;
  if (kind === "cross-border" || kind === "international" || entry.transfer === "international") {
    return "cross-border";
  }
  switch (entry.category) {
    case "bills":
      return "bill";
    case "recharge":
      return "recharge";
    case "add-money":
      return "add-money";
    case "cashback":
      return "cashback";
    default:
      return "transfer";
  }
}

/**
 * Minor units from an amount as typed in a search, with or without its currency's sign ("1,200",
 * "₹ 1200.50", "Rs 500", "K1,200", "ZMW 75"), or null if it is not one. A ledger keeps one
 * currency, so the figure is read in it.
 */
export function amountQuery(q: string): number | null {
  const figure = q.replace(/[₹,\s]/g, "").replace(/^(?:rs\.?|inr|zmw|k)/i, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(figure)) return null;
  // Both home currencies have two decimals.
  return parseMajor(figure, 2) ?? null;
}

/** A search keeps entries whose name, UPI ID (or other recipient) or note contains it, or whose amount it is. */
export function matchesSearch(entry: LedgerEntry, q: string): boolean {
  const words = q.trim().toLowerCase();
  if (words === "") return true;
  const paise = amountQuery(words);
  if (paise !== null && Math.abs(entry.amount.minor) === paise) return true;
  return [entry.name, entry.recipient, entry.note].some(
    (field) => field !== undefined && field.toLowerCase().includes(words),
  );
}

/** The entries a filter keeps, in their order. */
export function filterHistory(
  entries: readonly LedgerEntry[],
  { q, dir, type, from, to }: HistoryFilter,
): LedgerEntry[] {
  return entries.filter((entry) => {
    if (dir === "sent" && entry.type !== "expense") return false;
    if (dir === "received" && entry.type !== "income") return false;
    if (type && historyTypeOf(entry) !== type) return false;
    if (from || to) {
      const day = localDay(new Date(entry.date));
      if ((from && day < from) || (to && day > to)) return false;
    }
    return q ? matchesSearch(entry, q) : true;
  });
}

export type HistoryTotals = {
  /** Money in: received, added and credited. */
  in: Money;
  out: Money;
};

/** Money in and out of the entries, in the ledger's currency (rupees unless told). */
export function historyTotals(
  entries: readonly LedgerEntry[],
  currency: string = "INR",
): HistoryTotals {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const entry of entries) {
    if (entry.amount.minor < 0) moneyOut -= entry.amount.minor;
    else moneyIn += entry.amount.minor;
  }
  return { in: { minor: moneyIn, currency }, out: { minor: moneyOut, currency } };
}

/** One row of the list: a day's heading, or an entry under it. */
export type HistoryRow =
  { kind: "day"; day: string; key: string } | { kind: "entry"; entry: LedgerEntry; key: string };

/** Newest-first entries as the list draws them: each local day's heading, then its entries. */
export function historyRows(entries: readonly LedgerEntry[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  let current: string | null = null;
  for (const entry of entries) {
    const day = localDay(new Date(entry.date));
    if (day !== current) {
      rows.push({ kind: "day", day, key: `day-${day}` });
      current = day;
    }
    rows.push({ kind: "entry", entry, key: entry.id });
  }
  return rows;
}

/** "today", "yesterday", or null for an older day: the list names those by their date. */
export function relativeDay(day: string, now: Date): "today" | "yesterday" | null {
  if (day === localDay(now)) return "today";
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return day === localDay(yesterday) ? "yesterday" : null;
}

/** A local calendar day (`2026-11-21`) as a Date at its local midnight. */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
