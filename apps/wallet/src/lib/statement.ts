import { localDay } from "@repo/ledger/day";

import { dayStart } from "./history";
import { type LedgerEntry } from "./ledger";

/** A statement's days, both included, as local calendar days (`2026-11-01`). */
export type StatementPeriod = { from: string; to: string };

/** The first and last day of a month given as `2026-11`. */
export function monthPeriod(month: string): StatementPeriod {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return { from: `${month}-01`, to: localDay(new Date(year, index, 0)) };
}

/**
 * What a statement covers: the shown month, or the days asked for (`from`, `to`); none while a
 * range lacks a day or ends before it starts (`badRange`).
 */
export function chosenPeriod(
  month: string,
  { from, to }: { from?: string; to?: string },
): { byRange: boolean; badRange: boolean; period: StatementPeriod | null } {
  const byRange = from !== undefined || to !== undefined;
  if (!byRange) return { byRange, badRange: false, period: monthPeriod(month) };
  const badRange = !!from && !!to && from > to;
  return { byRange, badRange, period: from && to && !badRange ? { from, to } : null };
}

/** The period's span in ms since 1970, for the ledger's time index. */
export function periodRange({ from, to }: StatementPeriod): { from: number; to: number } {
  const end = dayStart(to);
  return {
    from: dayStart(from).getTime(),
    to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1,
  };
}

/** The entries within a period, in their order. */
export function entriesIn(entries: readonly LedgerEntry[], period: StatementPeriod): LedgerEntry[] {
  const { from, to } = periodRange(period);
  return entries.filter((entry) => {
    const at = Date.parse(entry.date);
    return at >= from && at <= to;
  });
}

/**
 * The newest entries the wallet already holds (its ledger's view), newest first: every entry of
 * the newest entry's month, and at least the newest `least` (all of them when there are fewer).
 */
export type HeldEntries = { entries: readonly LedgerEntry[]; least: number };

/**
 * A period's entries before the whole history is read, from the entries held: when they surely
 * hold every entry of the period, because fewer than `least` are held (then they are the whole
 * history), the period starts in or after the newest entry's month, or an entry older than its
 * first day is held. Else undefined: the period's figures wait for the history.
 */
export function heldEntriesIn(
  { entries, least }: HeldEntries,
  period: StatementPeriod,
): LedgerEntry[] | undefined {
  const newest = entries[0];
  const oldest = entries.at(-1);
  if (!newest || !oldest || entries.length < least) return entriesIn(entries, period);
  const { from } = periodRange(period);
  const newestMonth = dayStart(`${localDay(new Date(newest.date)).slice(0, 7)}-01`).getTime();
  const whole = from >= newestMonth || Date.parse(oldest.date) < from;
  return whole ? entriesIn(entries, period) : undefined;
}

/**
 * A period's entries: from the whole history once it is read, before that from the entries held
 * when they hold the period whole (heldEntriesIn); else undefined.
 */
export function periodEntries(
  all: readonly LedgerEntry[] | undefined,
  held: HeldEntries | undefined,
  period: StatementPeriod,
): LedgerEntry[] | undefined {
  if (all) return entriesIn(all, period);
  return held && heldEntriesIn(held, period);
}

/** Months that have entries, newest first (`2026-11`), from newest-first entries. */
export function monthsWithEntries(entries: readonly LedgerEntry[]): string[] {
  const months = new Set(entries.map((entry) => localDay(new Date(entry.date)).slice(0, 7)));
  return [...months].sort().reverse();
}

/**
 * Minor units (paise, ngwee) in the main unit with two decimals and a minus for money out,
 * exactly: -120050 → "-1200.50". The currency is named in the column's heading.
 */
export function amountFigure(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const digits = String(Math.abs(minor)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @ first) is kept as text with a
 * leading apostrophe; figures are written as numbers.
 */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type StatementColumns = {
  date: string;
  description: string;
  type: string;
  note: string;
  id: string;
  amount: string;
};

/**
 * The statement as CSV: a header row in the reader's language, then one row per entry, oldest
 * first, with the local date and time, and the amount (negative for money out).
 */
export function statementCsv(
  entries: readonly LedgerEntry[],
  columns: StatementColumns,
  typeName: (entry: LedgerEntry) => string,
): string {
  const header = [
    columns.date,
    columns.description,
    columns.type,
    columns.note,
    columns.id,
    columns.amount,
  ];
  const lines = [header.map(csvField).join(",")];
  for (const entry of [...entries].reverse()) {
    const date = new Date(entry.date);
    const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
    lines.push(
      [
        `${localDay(date)} ${time}`,
        entry.name,
        typeName(entry),
        entry.note ?? "",
        entry.id,
        amountFigure(entry.amount.minor),
      ]
        .map((cell, index) => (index === 5 ? cell : csvField(cell)))
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
