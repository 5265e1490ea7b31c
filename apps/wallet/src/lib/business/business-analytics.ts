import { localDay } from "@repo/ledger/day";
import { inr, type Money } from "@repo/ledger/money";

import { type BusinessEntry, type BusinessSale, isSale } from "./business-ledger";

/**
 * What the business home shows, computed from the book's sales: totals for today and this
 * month, the daily chart by outlet, the newest payments and the customers behind them.
 */
export type PeriodSales = {
  /** Completed payments only. */
  total: Money;
  count: number;
  /** The average completed payment, or null when there was none. */
  average: Money | null;
  /** Completed attempts out of all attempts, 0 to 1, or null when there was none. */
  successRate: number | null;
};

function periodSales(sales: readonly BusinessSale[]): PeriodSales {
  const completed = sales.filter((s) => s.status === "Completed");
  const total = completed.reduce((sum, s) => sum + s.amount.minor, 0);
  return {
    total: inr(total),
    count: completed.length,
    average: completed.length ? inr(Math.round(total / completed.length)) : null,
    successRate: sales.length ? completed.length / sales.length : null,
  };
}

export type SalesSummary = { today: PeriodSales; month: PeriodSales };

export function salesSummary(entries: readonly BusinessEntry[], now: Date): SalesSummary {
  const today = localDay(now);
  const month = today.slice(0, 7);
  const sales = entries.filter(isSale);
  return {
    today: periodSales(sales.filter((s) => localDay(new Date(s.date)) === today)),
    month: periodSales(sales.filter((s) => localDay(new Date(s.date)).startsWith(month))),
  };
}

export type DaySales = {
  /** `YYYY-MM-DD`, local. */
  day: string;
  /** Completed sales per outlet id (every outlet listed, 0 when none). */
  byOutlet: Record<string, Money>;
  total: Money;
};

/** The last `days` days up to and including today, oldest first. */
export function dailySales(
  entries: readonly BusinessEntry[],
  outletIds: readonly string[],
  now: Date,
  days: number,
): DaySales[] {
  const rows = Array.from({ length: days }, (_, i) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - i));
    return { day: localDay(date), byOutlet: new Map(outletIds.map((id) => [id, 0])) };
  });
  const index = new Map(rows.map((row, i) => [row.day, i]));
  for (const entry of entries) {
    if (!isSale(entry) || entry.status !== "Completed") continue;
    const row = rows[index.get(localDay(new Date(entry.date))) ?? -1];
    if (!row || !row.byOutlet.has(entry.outletId)) continue;
    row.byOutlet.set(entry.outletId, row.byOutlet.get(entry.outletId)! + entry.amount.minor);
  }
  return rows.map(({ day, byOutlet }) => ({
    day,
    byOutlet: Object.fromEntries([...byOutlet].map(([id, minor]) => [id, inr(minor)])),
    total: inr([...byOutlet.values()].reduce((a, b) => a + b, 0)),
  }));
}

/** The newest `count` payments received (completed or failed), newest first. */
export function recentSales(entries: readonly BusinessEntry[], count: number): BusinessSale[] {
  return entries.filter(isSale).slice(0, count);
}

export type Customer = {
  name: string;
  payer: string;
  /** Completed payments. */
  visits: number;
  total: Money;
  /** ISO 8601 of the newest completed payment. */
  lastVisit: string;
};

/** Customers by what they spent, most first: one per payer (UPI ID or number). */
export function customersOf(entries: readonly BusinessEntry[]): Customer[] {
  const byPayer = new Map<string, Customer>();
  for (const entry of entries) {
    if (!isSale(entry) || entry.status !== "Completed") continue;
    const known = byPayer.get(entry.payer);
    if (known) {
      known.visits += 1;
      known.total = inr(known.total.minor + entry.amount.minor);
      if (entry.date > known.lastVisit) known.lastVisit = entry.date;
    } else {
      byPayer.set(entry.payer, {
        name: entry.customer,
        payer: entry.payer,
        visits: 1,
        total: entry.amount,
        lastVisit: entry.date,
      });
    }
  }
  return [...byPayer.values()].sort(
    (a, b) => b.total.minor - a.total.minor || a.name.localeCompare(b.name),
  );
}
