import type { Money } from "@repo/ledger/money";

import { type MobileRule, normaliseMobile } from "./phone";
import { isValidVpa } from "./upi";
import type { OwnAccount } from "./validation";

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

/** Who shares a bill: yourself (`"me"`), or someone else (a contact's id, or a number or UPI ID). */
export type SplitPerson = "me" | (string & {});

/** Whether a person's share is asked of them: everyone's but your own, which you already paid. */
export const isAsked = (person: SplitPerson) => person !== "me";

export type PersonProblem = "invalid" | "self" | "added";

/**
 * Someone added to a split by what they are paid at (the connected wallet): a mobile number of the
 * home country (its national digits) or a UPI ID (lower case: UPI IDs are not case-sensitive).
 * Refused: anything else ("invalid"), your own number or UPI ID ("self": your share is never
 * asked), and someone already in the split ("added": one request per person).
 */
export function splitPerson(
  text: string,
  own: OwnAccount,
  added: readonly SplitPerson[],
  rule?: MobileRule,
): { ok: true; value: string } | { ok: false; problem: PersonProblem } {
  const trimmed = text.trim();
  let value: string;
  if (trimmed.includes("@")) {
    if (!isValidVpa(trimmed)) return { ok: false, problem: "invalid" };
    value = trimmed.toLowerCase();
  } else {
    const mobile = normaliseMobile(trimmed, rule);
    if (!mobile.ok) return { ok: false, problem: "invalid" };
    value = mobile.value;
  }
  if (value === own.phone || value === own.upiId?.toLowerCase()) {
    return { ok: false, problem: "self" };
  }
  return added.includes(value) ? { ok: false, problem: "added" } : { ok: true, value };
}

/**
 * How far a split's collection has come: of the shares asked (never your own, nor one that could
 * not be asked: `asked: false`, such as a number with no account), how many are paid and how much
 * money that is, against what was asked in all.
 */
export function splitProgress(
  total: Money,
  shares: readonly { person: SplitPerson; amount: Money; paid: boolean; asked?: boolean }[],
): { paid: number; count: number; collected: Money; asked: Money } {
  const asked = shares.filter((share) => isAsked(share.person) && share.asked !== false);
  const sum = (list: typeof asked): Money => ({
    minor: list.reduce((minor, share) => minor + share.amount.minor, 0),
    currency: total.currency,
  });
  const paid = asked.filter((share) => share.paid);
  return { paid: paid.length, count: asked.length, collected: sum(paid), asked: sum(asked) };
}
