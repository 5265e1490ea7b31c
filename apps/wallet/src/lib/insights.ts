import type { Money } from "@repo/ledger/money";
import type { TransactionCategory } from "@repo/mock-data/types";

import type { LedgerEntry } from "./ledger";

/**
 * Spending insights, as pure functions over a month's entries: where the money went by
 * category, to whom, and how the month compares with the one before. Spending is money paid
 * out; money received or added is not spending.
 */

export type CategorySpend = { category: TransactionCategory; spent: Money; share: number };

const spending = (entries: readonly LedgerEntry[]) =>
  entries.filter((entry) => entry.type === "expense");

/** Total money out, in the ledger's currency (rupees unless told). */
export function totalSpent(entries: readonly LedgerEntry[], currency: string = "INR"): Money {
  return { minor: spending(entries).reduce((sum, entry) => sum - entry.amount.minor, 0), currency };
}

/**
 * The categories money goes out under (the ledger files payments to people and banks, shopping,
 * food, bills and recharges under these; money in under the others).
 */
export const spendingCategories: readonly TransactionCategory[] = [
  "transfer",
  "shopping",
  "food",
  "bills",
  "recharge",
];

/**
 * Money out by category in the ledger's currency (rupees unless told), largest first, each with
 * its share of the total (0 to 1). Every spending category is listed, at zero when nothing went
 * out under it, so the list is as long in every month: the screen's frame holds its place before
 * the month is known.
 */
export function spendingByCategory(
  entries: readonly LedgerEntry[],
  currency: string = "INR",
): CategorySpend[] {
  const byCategory = new Map<TransactionCategory, number>(
    spendingCategories.map((category) => [category, 0]),
  );
  for (const entry of spending(entries)) {
    byCategory.set(entry.category, (byCategory.get(entry.category) ?? 0) - entry.amount.minor);
  }
  const total = totalSpent(entries, currency).minor;
  return [...byCategory]
    .map(([category, minor]) => ({
      category,
      spent: { minor, currency },
      share: total === 0 ? 0 : minor / total,
    }))
    .sort((a, b) => b.spent.minor - a.spent.minor || a.category.localeCompare(b.category));
}

export type PayeeSpend = { name: string; spent: Money; count: number };

/** Who was paid the most, largest first: at most `limit` payees. */
export function topPayees(entries: readonly LedgerEntry[], limit = 5): PayeeSpend[] {
  const byName = new Map<string, PayeeSpend>();
  for (const entry of spending(entries)) {
    const { currency } = entry.amount;
    const payee = byName.get(entry.name) ?? {
      name: entry.name,
      spent: { minor: 0, currency },
      count: 0,
    };
    byName.set(entry.name, {
      name: entry.name,
      spent: { minor: payee.spent.minor - entry.amount.minor, currency },
      count: payee.count + 1,
    });
  }
  return [...byName.values()]
    .sort((a, b) => b.spent.minor - a.spent.minor || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export type MonthChange =
  | { kind: "none" }
  | { kind: "new" }
  | { kind: "more" | "less" | "same"; difference: Money; percent: number };

/**
 * This month's spending against the month before: more, less or the same, by how much and by
 * what percentage (whole numbers); "new" when nothing was spent the month before.
 */
export function monthChange(current: Money, previous: Money): MonthChange {
  if (current.minor === 0 && previous.minor === 0) return { kind: "none" };
  if (previous.minor === 0) return { kind: "new" };
  const difference = current.minor - previous.minor;
  const percent = Math.round((Math.abs(difference) / previous.minor) * 100);
  return {
    kind: difference > 0 ? "more" : difference < 0 ? "less" : "same",
    difference: { minor: Math.abs(difference), currency: current.currency },
    percent,
  };
}
