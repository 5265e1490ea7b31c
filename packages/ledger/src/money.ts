/**
 * Money is an integer count of a currency's minor units (paise for INR, ngwee for ZMW) with its
 * ISO 4217 code. Amounts are never held as fractional numbers, so 0.1 + 0.2 cannot drift: text
 * becomes minor units digit by digit (`parseAmount`), never by multiplying by 100.
 */
export type Money = { minor: number; currency: string };

/** Minor-unit digits of every currency SangamPay holds or quotes (ISO 4217). */
export const minorDigits = {
  INR: 2,
  ZMW: 2,
  KES: 2,
  TZS: 2,
  UGX: 0,
  RWF: 0,
  MWK: 2,
  MZN: 2,
  USD: 2,
  BWP: 2,
  NAD: 2,
  ZAR: 2,
  LSL: 2,
  SZL: 2,
  NGN: 2,
  GHS: 2,
  ETB: 2,
  EGP: 2,
  MAD: 2,
  TND: 3,
  XOF: 0,
  XAF: 0,
  CDF: 2,
  AOA: 2,
  MUR: 2,
  SCR: 2,
  GMD: 2,
  LRD: 2,
  BIF: 0,
  AED: 2,
  SAR: 2,
  QAR: 2,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  GBP: 2,
  EUR: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  SGD: 2,
  MYR: 2,
  NPR: 2,
  BDT: 2,
  LKR: 2,
  PHP: 2,
  THB: 2,
  JPY: 0,
} as const satisfies Record<string, number>;

export type CurrencyCode = keyof typeof minorDigits;

export const isCurrencyCode = (code: string): code is CurrencyCode =>
  Object.hasOwn(minorDigits, code);

/** The currencies an account is kept in: a home country's (rupees, kwacha). */
export const ACCOUNT_CURRENCIES = ["INR", "ZMW"] as const;
export type AccountCurrency = (typeof ACCOUNT_CURRENCIES)[number];

export function isAccountCurrency(code: unknown): code is AccountCurrency {
  return ACCOUNT_CURRENCIES.includes(code as AccountCurrency);
}

export const inr = (minor: number): Money => ({ minor, currency: "INR" });
export const zmw = (minor: number): Money => ({ minor, currency: "ZMW" });

/** Minor units in one main unit of a currency: 100 paise in a rupee, 1,000 fils in a dinar. */
export function minorPerMajor(currency: CurrencyCode): number {
  return 10 ** minorDigits[currency];
}

/** Whether this is money: a safe integer of minor units (any sign) of a currency we know. */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== "object" || value === null) return false;
  const { minor, currency } = value as Partial<Money>;
  return Number.isSafeInteger(minor) && typeof currency === "string" && isCurrencyCode(currency);
}

/** Money a payment can move: a safe, whole and positive number of minor units. */
export function isPositiveMoney(value: unknown): value is Money {
  return isMoney(value) && value.minor > 0;
}

/**
 * Reads an amount typed in a currency's main unit ("10,000", "1234.5") into minor units, digit by
 * digit (no floating point). Grouping commas and spaces are ignored; more decimals than the
 * currency has, or anything but digits and one point, gives undefined.
 */
export function parseMajor(text: string, digits: number): number | undefined {
  const cleaned = text.replace(/[\s,]/g, "");
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return undefined;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return undefined;
  const minor = Number(whole + fraction.padEnd(digits, "0"));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Minor units back to plain main-unit text ("10000", "10000.5" → "10000.50"), for URLs and inputs. */
export function toMajorText(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = text.slice(0, -digits);
  const fraction = text.slice(-digits);
  return /^0+$/.test(fraction) ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * Typed or linked text in a currency's main unit as money: "12.50" rupees is 1,250 paise, read
 * digit by digit (grouping commas and spaces allowed). Undefined for anything else: more decimals
 * than the currency has, a sign, an exponent, an unknown currency, or more than a safe integer.
 */
export function parseAmount(text: string, currency: string): Money | undefined {
  if (!isCurrencyCode(currency)) return undefined;
  const minor = parseMajor(text, minorDigits[currency]);
  return minor === undefined ? undefined : { minor, currency };
}

/** Money as plain main-unit text, for links, URLs and fields: "500", "12.50", "-75". */
export function amountText(money: Money): string {
  return toMajorText(money.minor, isCurrencyCode(money.currency) ? minorDigits[money.currency] : 2);
}

/**
 * A number of main units as money, read from its decimal text (`String(12.5)` is "12.5", so
 * 1,250 paise): for the sample figures and for amounts that URLs carry as numbers. Throws a
 * RangeError for a number that is not an exact amount of the currency (0.1 + 0.2, 1e21, NaN).
 */
export function fromMajor(amount: number, currency: string): Money {
  const text = String(amount);
  const negative = text.startsWith("-");
  const money = parseAmount(negative ? text.slice(1) : text, currency);
  if (!money) throw new RangeError(`Not an exact amount of ${currency}: ${text}`);
  return negative ? { minor: -money.minor, currency } : money;
}

/** Whole or decimal rupees as money: `rupees(500)` is 50,000 paise. */
export function rupees(amount: number): Money {
  return fromMajor(amount, "INR");
}

/**
 * Money as a number of main units (12.5 for 1,250 paise), for URLs and fields that carry numbers:
 * its decimal text read back, exact to the minor unit.
 */
export function toMajor(money: Money): number {
  return Number(amountText(money));
}

/** The same amount without its sign, in its own currency: a ledger line's amount as shown. */
export function absolute(money: Money): Money {
  return { minor: Math.abs(money.minor), currency: money.currency };
}
