import type { Transaction } from "@repo/mock-data/types";
import { MAX_AMOUNT } from "./limits";

/** Why an amount cannot be paid, or null when it can. */
export type AmountProblem = "missing" | "over-limit" | "insufficient";

/** Checks an amount of whole rupees against the per-transaction limit and what is available. */
export function amountProblem(amount: number | undefined, available: number): AmountProblem | null {
  if (amount === undefined || !Number.isInteger(amount) || amount < 1) return "missing";
  if (amount > MAX_AMOUNT) return "over-limit";
  if (amount > available) return "insufficient";
  return null;
}

/** Spec: `TXN` plus the last 10 digits of the clock; bumped by one if that id is already taken. */
export function transactionId(now: number, taken: ReadonlySet<string>): string {
  let digits = now % 10_000_000_000;
  let id = `TXN${String(digits).padStart(10, "0")}`;
  while (taken.has(id)) {
    digits = (digits + 1) % 10_000_000_000;
    id = `TXN${String(digits).padStart(10, "0")}`;
  }
  return id;
}

export type WeekTotals = { spent: number; received: number };

export type MonthlySummary = {
  /** The first day of the month summarised, local time. */
  month: Date;
  spent: number;
  received: number;
  /** Days 1-7, 8-14, 15-21, 22-28 and 29 to the month's end. */
  weeks: WeekTotals[];
};

/**
 * Money out and in during the month of the newest entry (the sample data is dated, so "this
 * month" would be empty on a later visit). Moving your own money into the wallet is not income.
 */
export function monthlySummary(transactions: readonly Transaction[]): MonthlySummary | null {
  const newest = transactions.reduce<Date | null>((latest, t) => {
    const date = new Date(t.date);
    return latest === null || date > latest ? date : latest;
  }, null);
  if (newest === null) return null;
  const year = newest.getFullYear();
  const monthIndex = newest.getMonth();
  const weeks: WeekTotals[] = Array.from({ length: 5 }, () => ({ spent: 0, received: 0 }));
  let spent = 0;
  let received = 0;
  for (const t of transactions) {
    const date = new Date(t.date);
    if (date.getFullYear() !== year || date.getMonth() !== monthIndex) continue;
    const week = weeks[Math.min(4, Math.floor((date.getDate() - 1) / 7))]!;
    if (t.type === "expense") {
      spent += Math.abs(t.amount);
      week.spent += Math.abs(t.amount);
    } else if (t.category !== "add-money") {
      received += t.amount;
      week.received += t.amount;
    }
  }
  return { month: new Date(year, monthIndex, 1), spent, received, weeks };
}
