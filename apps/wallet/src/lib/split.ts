import { amountProblem, limitsOf } from "@repo/ledger/limits";
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

export type SplitMode = "equal" | "custom";

/** The people sharing after one is ticked or unticked. */
export function toggled(chosen: ReadonlySet<SplitPerson>, person: SplitPerson): Set<SplitPerson> {
  const next = new Set(chosen);
  if (next.has(person)) next.delete(person);
  else next.add(person);
  return next;
}

/** Why a split cannot be sent yet, said under its shares. */
export type SplitProblem =
  | Exclude<SharesCheck, { ok: true }>
  /** Someone asked would owe less than the smallest payment. */
  | { ok: false; problem: "tooSmallShare" };

export type SplitPlan = {
  /** Each sharing person's share, in the order given (zero while there is no bill). */
  shares: Money[];
  /** The bill's own problem (under the smallest payment, over one payment's limit), said at its field. */
  totalProblem: ReturnType<typeof amountProblem>;
  /** What is still to be filled in: a hint, not a mistake. */
  missing: "needAmount" | "needPeople" | null;
  /** Shares that do not fit the bill, or a share too small to ask for: a mistake. */
  problem: SplitProblem | null;
  /** Whether the split may be sent (whatever else the form holds, such as its note). */
  ready: boolean;
};

/**
 * What the line under the shares says: the plan's mistake, else what is still missing, else (custom
 * shares that fit the bill) that they match; nothing when there is nothing to say.
 */
export function splitCheck(
  plan: SplitPlan,
  mode: SplitMode,
): SplitProblem["problem"] | NonNullable<SplitPlan["missing"]> | "match" | null {
  if (plan.problem) return plan.problem.problem;
  if (plan.missing) return plan.missing;
  return mode === "custom" && plan.ready ? "match" : null;
}

/**
 * A bill split among `sharing` (you, `"me"`, and the people asked): equal shares, or the custom
 * ones typed (`custom`, one per person, `undefined` while unreadable), checked against the bill.
 * Everyone but you is asked for their share, and a request asks for at least the smallest payment.
 */
export function planSplit({
  total,
  currency,
  sharing,
  mode,
  custom,
}: {
  total: Money | undefined;
  currency: string;
  sharing: readonly SplitPerson[];
  mode: SplitMode;
  custom: readonly (Money | undefined)[];
}): SplitPlan {
  const none: Money = { minor: 0, currency };
  const shares =
    mode === "equal"
      ? equalShares(total ?? none, sharing.length)
      : sharing.map((_, i) => custom[i] ?? none);
  const totalProblem = total ? amountProblem(total) : null;
  const missing = !total
    ? "needAmount"
    : !totalProblem && !sharing.some(isAsked)
      ? "needPeople"
      : null;
  let problem: SplitProblem | null = null;
  if (total && !totalProblem && !missing) {
    const check = checkShares(total, shares);
    const { min } = limitsOf(currency);
    if (!check.ok) problem = check;
    else if (sharing.some((person, i) => isAsked(person) && (shares[i]?.minor ?? 0) < min.minor)) {
      problem = { ok: false, problem: "tooSmallShare" };
    }
  }
  return {
    shares,
    totalProblem,
    missing,
    problem,
    ready: !!total && !totalProblem && !missing && !problem,
  };
}
