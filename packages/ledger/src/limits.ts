import { localDay } from "./day";
import type { AccountCurrency, Money } from "./money";

/**
 * What a verified account may pay, in its own currency: the smallest payment, the most in one
 * payment, and the most paid out in one calendar day (money in, such as adding money, is not paid
 * out). The site's FAQ and calculator state these figures; the wallet and the server apply them.
 */
export type Limits = { min: Money; perPayment: Money; perDay: Money };

export const LIMITS: Record<AccountCurrency, Limits> = {
  /** An Indian account's, in paise. */
  INR: {
    min: { minor: 1_00, currency: "INR" },
    perPayment: { minor: 1_00_000_00, currency: "INR" },
    perDay: { minor: 10_00_000_00, currency: "INR" },
  },
  /** A Zambian account's, in ngwee (sample figures in the range Zambian wallets use). */
  ZMW: {
    min: { minor: 1_00, currency: "ZMW" },
    perPayment: { minor: 25_000_00, currency: "ZMW" },
    perDay: { minor: 100_000_00, currency: "ZMW" },
  },
};

/** The limits of an account kept in this currency (an Indian account's for any other). */
export function limitsOf(currency: string): Limits {
  return Object.hasOwn(LIMITS, currency) ? LIMITS[currency as AccountCurrency] : LIMITS.INR;
}

/**
 * Why one amount may not be paid, asked for or offered (a request, a link, a QR code, a quote),
 * whatever else the account holds: under the smallest payment, or over one payment's limit, both
 * of the amount's own currency. Null when it may.
 */
export function amountProblem(amount: Money): "under-min" | "over-payment-limit" | null {
  const { min, perPayment } = limitsOf(amount.currency);
  if (!Number.isSafeInteger(amount.minor) || amount.minor < min.minor) return "under-min";
  return amount.minor > perPayment.minor ? "over-payment-limit" : null;
}

/** A line of a ledger as the limits read it: negative amounts left the account. */
type Line = { amount: Money; date: string };

/**
 * Money that went out on `now`'s calendar day (where the code runs, or in `timeZone`), across
 * every kind of payment, in `currency`. The entries must include all of that day's.
 */
export function spentToday(
  entries: readonly Line[],
  now: Date,
  currency: string,
  timeZone?: string,
): Money {
  const today = localDay(now, timeZone);
  let minor = 0;
  for (const entry of entries) {
    const out = entry.amount.minor < 0 && entry.amount.currency === currency;
    if (out && localDay(new Date(entry.date), timeZone) === today) {
      minor -= entry.amount.minor;
    }
  }
  return { minor, currency };
}

/** What can still go out today under the daily limit of `currency`. */
export function leftToday(
  entries: readonly Line[],
  now: Date,
  currency: string,
  timeZone?: string,
): Money {
  const { perDay } = limitsOf(currency);
  const spent = spentToday(entries, now, currency, timeZone);
  return { minor: Math.max(0, perDay.minor - spent.minor), currency: perDay.currency };
}
