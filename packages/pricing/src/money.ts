/**
 * Money is an integer count of a currency's minor units (paise for INR, ngwee for ZMW) with its
 * ISO 4217 code. Amounts are never held as fractional numbers, so 0.1 + 0.2 cannot drift.
 */
export type Money = { minor: number; currency: string };

/** Minor-unit digits of every currency this package quotes (ISO 4217). */
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

export const inr = (minor: number): Money => ({ minor, currency: "INR" });

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
