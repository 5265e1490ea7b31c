import { inr, minorDigits, type Money } from "@repo/ledger/money";

/**
 * Sample exchange rates. A rate is an integer: how many millionths of the destination currency's
 * main unit one unit of the sending currency buys (RATE_SCALE = 1,000,000), so ₹1 = K0.3125 is
 * 312_500 and K1 = ₹3.20 is 3_200_000.
 */
export const RATE_SCALE = 1_000_000;

/** How long a quote's rate is held before it is refreshed, in minutes. */
export const RATE_HOLD_MINUTES = 5;

/** The margin added to the mid-market rate on every cross-border transfer, in basis points. */
export const FX_MARGIN_BPS = 50;

/** Sample mid-market rates from the rupee, per destination currency (fixed, for the demo). */
export const midMarketRates = {
  ZMW: 312_500,
  KES: 1_466_000,
  TZS: 27_840_000,
  UGX: 40_910_000,
  RWF: 16_480_000,
  MWK: 19_720_000,
  MZN: 726_100,
  USD: 11_364,
  BWP: 152_300,
  NAD: 198_900,
  ZAR: 198_900,
  LSL: 198_900,
  SZL: 198_900,
  NGN: 17_050_000,
  GHS: 136_400,
  ETB: 1_591_000,
  EGP: 545_500,
  MAD: 103_400,
  TND: 33_520,
  XOF: 6_420_000,
  XAF: 6_420_000,
  CDF: 32_390_000,
  AOA: 10_360_000,
  MUR: 517_000,
  SCR: 159_100,
  GMD: 806_800,
  LRD: 2_045_000,
  BIF: 33_520_000,
  AED: 41_730,
  SAR: 42_610,
  QAR: 41_360,
  KWD: 3_489,
  BHD: 4_273,
  OMR: 4_369,
  GBP: 8_523,
  EUR: 9_773,
  CAD: 15_680,
  AUD: 17_390,
  NZD: 19_550,
  SGD: 14_660,
  MYR: 47_730,
  NPR: 1_600_000,
  BDT: 1_386_000,
  LKR: 3_409_000,
  PHP: 659_100,
  THB: 369_300,
  JPY: 1_705_000,
} as const;

/** The currencies a SangamPay wallet holds: a cross-border quote is sent from one of them. */
export type HomeCurrency = "INR" | "ZMW";

/**
 * Sample mid-market rates from the kwacha, per destination currency: K1 = ₹3.20, the inverse of
 * the rupee's rate to the kwacha above.
 */
export const midMarketRatesFromKwacha = {
  INR: 3_200_000,
} as const;

/** Each home currency's sample mid-market rates, by destination currency. */
export const midMarketRatesFrom: Record<HomeCurrency, Readonly<Record<string, number>>> = {
  INR: midMarketRates,
  ZMW: midMarketRatesFromKwacha,
};

/**
 * The sample mid-market rate from a home currency into another currency (scaled by RATE_SCALE),
 * or undefined where that home currency has no corridor to it.
 */
export function midMarketRate(from: HomeCurrency, to: string): number | undefined {
  const rates = midMarketRatesFrom[from];
  return Object.hasOwn(rates, to) ? rates[to] : undefined;
}

/** The rate a sender gets: the mid-market rate less the margin, rounded down to the scale. */
export function appliedRate(midRate: number, marginBps = FX_MARGIN_BPS): number {
  return Number((BigInt(midRate) * BigInt(10_000 - marginBps)) / 10_000n);
}

/** A scaled rate as plain decimal text, exact: 312_500 → "0.3125", 1_466_000 → "1.466". */
export function rateText(rate: number): string {
  const whole = Math.floor(rate / RATE_SCALE);
  const fraction = String(rate % RATE_SCALE)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export type QuotedCurrency = keyof typeof midMarketRates;

/**
 * What an amount in another currency costs in rupees at the sample mid-market rate, to the paisa
 * (rounded half up): K1 at ₹1 = K0.3125 is ₹3.20. Bills in kwacha are converted this way.
 */
export function midMarketInr({ minor, currency }: Money & { currency: QuotedCurrency }): Money {
  const destination = 10n ** BigInt(minorDigits[currency]);
  const paise = 10n ** BigInt(minorDigits.INR);
  const numerator = BigInt(minor) * BigInt(RATE_SCALE) * paise;
  const denominator = BigInt(midMarketRates[currency]) * destination;
  return inr(Number((numerator * 2n + denominator) / (denominator * 2n)));
}
