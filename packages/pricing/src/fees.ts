/**
 * Every fee the product charges, in basis points (1 bp = 0.01%, so 150 = 1.5%). The site's
 * pricing, merchant and FAQ pages and the wallet's quotes all read these numbers.
 */
export const BASIS_POINTS = 10_000;

export const feeRates = {
  /** UPI and IMPS bank transfers. */
  bankTransfer: 0,
  walletLoading: 0,
  billPayments: 0,
  /** A merchant's QR code payments. */
  qrPayments: 0,
  /** From India to another country, charged on the amount sent (the exchange margin is extra). */
  crossBorder: 150,
  /** Per successful payment through a merchant's payment link. */
  paymentLinks: 150,
  /** Per payment through the payment gateway. */
  gateway: 200,
  /** Wallet to bank, for merchants, per settlement. */
  instantSettlement: 50,
  /** The Merchant plan's charge per transaction. */
  merchantPlan: 50,
} as const satisfies Record<string, number>;

export type FeeId = keyof typeof feeRates;

/**
 * A rate in basis points as a percentage for copy ("1.5%", "0%"), in the given language's digits
 * and decimal sign (en-IN by default).
 */
export function formatPercent(bps: number, locale = "en-IN"): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
    bps / BASIS_POINTS,
  );
}

/**
 * A fee on an amount in minor units, rounded half up to the nearest minor unit (₹10,000 at 1.5% →
 * ₹150; 1.5% of 33 paise = 0.495 → 0 paise; of 34 paise = 0.51 → 1 paisa).
 */
export function feeOn(minor: number, bps: number): number {
  const scaled = BigInt(minor) * BigInt(bps);
  return Number((scaled * 2n + BigInt(BASIS_POINTS)) / BigInt(2 * BASIS_POINTS));
}
