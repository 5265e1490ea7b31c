/**
 * Money as the ledger keeps it: an integer of minor units (paise for rupees) with its currency.
 * Screens and links speak rupees with at most two decimals (`?amount=12.5`); they convert here,
 * at the edge.
 */
export type Currency = "INR";
export type Money = { minor: number; currency: Currency };

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

/** Rupees as an amount field holds them: digits, then maybe a point and up to two paise digits. */
const RUPEES_TEXT = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * What an amount field holds ("12.50", "500", "7.5") as Money, read digit by digit so no float
 * rounding comes in; undefined while empty or not an amount.
 */
export function rupeesFromText(text: string): Money | undefined {
  const match = RUPEES_TEXT.exec(text);
  if (!match) return undefined;
  const minor = Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? inr(minor) : undefined;
}
