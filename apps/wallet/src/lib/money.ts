import type { Money } from "@repo/pricing/money";

/**
 * Money as the ledger keeps it: the one `Money` type of @repo/pricing, an integer of minor units
 * (paise for rupees) with its currency. Screens and links speak rupees with at most two decimals
 * (`?amount=12.5`); they convert here, at the edge. (The helpers are written here, not
 * re-exported: every screen loads this file, and the pricing module's currency tables need not
 * come with it.)
 */
export type { Money };

/** Paise in a rupee. */
export const PAISE_PER_RUPEE = 100;

export function inr(minor: number): Money {
  return { minor, currency: "INR" };
}

/** Whole (or decimal) rupees as Money: `rupees(500)` is 50,000 paise. */
export function rupees(amount: number): Money {
  return inr(Math.round(amount * PAISE_PER_RUPEE));
}

/** Money as rupees (12.5 for 1,250 paise), for links and fields that carry rupees. */
export function toRupees(money: Money): number {
  return money.minor / PAISE_PER_RUPEE;
}

/** Minor units in one main unit of a wallet's home currency (paise per rupee, ngwee per kwacha). */
export const MINOR_PER_MAJOR = 100;

/** An amount in a home currency's main unit as Money: `moneyOf(500, "ZMW")` is K500. */
export function moneyOf(amount: number, currency: string): Money {
  return { minor: Math.round(amount * MINOR_PER_MAJOR), currency };
}

/** Money in its main unit (12.5 for 1,250 ngwee), for links and fields. */
export function toMajor(money: Money): number {
  return money.minor / MINOR_PER_MAJOR;
}
