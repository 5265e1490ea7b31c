import { type FeeLeg, PAYMENT_KINDS, type PaymentKind } from "./kinds";
import type { Money } from "./money";

/**
 * Every fee the product charges, in basis points (1 bp = 0.01%, so 150 = 1.5%). The site's
 * pricing, merchant and FAQ pages, the wallet's quotes and the ledger's `feeFor` all read these
 * numbers; `PAYMENT_KINDS` says which one each kind of payment is charged.
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
 * A fee on an amount in minor units, rounded half up to the nearest minor unit (₹10,000 at 1.5% →
 * ₹150; 1.5% of 33 paise = 0.495 → 0 paise; of 34 paise = 0.51 → 1 paisa).
 */
export function feeOn(minor: number, bps: number): number {
  const scaled = BigInt(minor) * BigInt(bps);
  return Number((scaled * 2n + BigInt(BASIS_POINTS)) / BigInt(2 * BASIS_POINTS));
}

/** The rate a kind is charged, in basis points (0 for a free kind or a credit of ours). */
export function feeRateOf(kind: PaymentKind): number {
  const rate = PAYMENT_KINDS[kind].fee;
  return rate === null ? 0 : feeRates[rate];
}

/** The fee on a payment of this kind: its rate (`PAYMENT_KINDS`) on the amount, in its currency. */
export function feeFor(kind: PaymentKind, amount: Money): Money {
  // No fee on what is not an amount: `checkPayment` refuses it.
  const minor = Number.isSafeInteger(amount.minor) ? feeOn(amount.minor, feeRateOf(kind)) : 0;
  return { minor, currency: amount.currency };
}

/**
 * The two sides of a payment of `amount`: what leaves the payer (`debit`: the amount, and the fee
 * when it is paid on top) and what reaches the payee (`credit`: the amount, less the fee when it is
 * kept back). `debit - credit` is always the fee.
 */
export type PaymentLegs = { debit: Money; credit: Money; fee: Money; feeLeg: FeeLeg };

export function paymentLegs(kind: PaymentKind, amount: Money): PaymentLegs {
  const fee = feeFor(kind, amount);
  const { feeLeg } = PAYMENT_KINDS[kind];
  const money = (minor: number): Money => ({ minor, currency: amount.currency });
  return feeLeg === "on-top"
    ? { debit: money(amount.minor + fee.minor), credit: amount, fee, feeLeg }
    : { debit: amount, credit: money(amount.minor - fee.minor), fee, feeLeg };
}

/** What the payer pays on top of the amount: the fee of a kind whose fee is "on-top", else none. */
export function payerFee(kind: PaymentKind, amount: Money): Money {
  const { debit } = paymentLegs(kind, amount);
  return { minor: debit.minor - amount.minor, currency: amount.currency };
}
