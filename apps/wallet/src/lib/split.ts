import type { Money } from "@repo/ledger/money";

/**
 * Splitting a bill between people, in whole paise: equal shares that always add up to the bill,
 * and custom shares checked against it.
 */

/**
 * The bill in `count` equal shares. What does not divide evenly goes one paisa at a time to the
 * first shares, in the order given (so the same bill always splits the same way, and no paisa is
 * lost or made up): ₹1,000 among three is ₹333.34, ₹333.33, ₹333.33.
 */
export function equalShares(total: Money, count: number): Money[] {
  if (!Number.isSafeInteger(count) || count < 1) return [];
  const base = Math.floor(total.minor / count);
  const remainder = total.minor - base * count;
  return Array.from({ length: count }, (_, i) => ({
    minor: base + (i < remainder ? 1 : 0),
    currency: total.currency,
  }));
}

export type SharesCheck =
  | { ok: true }
  /** The shares add up to less than the bill by `difference`. */
  | { ok: false; problem: "short"; sum: Money; difference: Money }
  /** The shares add up to more than the bill by `difference`. */
  | { ok: false; problem: "over"; sum: Money; difference: Money };

/** Whether custom shares add up to the bill exactly, and if not, by how much they miss. */
export function checkShares(total: Money, shares: readonly Money[]): SharesCheck {
  const sum = shares.reduce((minor, share) => minor + share.minor, 0);
  if (sum === total.minor) return { ok: true };
  const money = (minor: number): Money => ({ minor, currency: total.currency });
  return sum < total.minor
    ? { ok: false, problem: "short", sum: money(sum), difference: money(total.minor - sum) }
    : { ok: false, problem: "over", sum: money(sum), difference: money(sum - total.minor) };
}
