import { cashbackFor, firstPaymentOffer } from "@repo/mock-data/offers";
import { rewards } from "@repo/mock-data/rewards";
import type { Reward } from "@repo/mock-data/types";

import { isMoneyIn, type LedgerEntry, type PaymentInput } from "./ledger";
import { rupees, toRupees } from "./money";

export type FirstPayment = {
  /** The first payment made with the app (sending, a bill or a recharge). */
  entry: LedgerEntry;
  /** Whole rupees the first-payment offer gives on it (0 below the offer's minimum). */
  cashback: number;
};

/**
 * The dashboard's "cashback on your first payment" offer, read from the ledger: the oldest
 * payment made in this wallet (the sample history came from elsewhere and has no `kind`).
 */
export function firstPayment(transactions: readonly LedgerEntry[]): FirstPayment | null {
  const entry = transactions.findLast((t) => t.kind !== undefined && !isMoneyIn(t.kind));
  if (!entry) return null;
  return { entry, cashback: cashbackFor(firstPaymentOffer, Math.abs(toRupees(entry.amount))) };
}

/** Reward history, newest first: the sample rewards plus the first-payment cashback once earned. */
export function rewardHistory(first: FirstPayment | null): Reward[] {
  if (!first || first.cashback === 0) return rewards;
  const earned: Reward = {
    id: `first-${first.entry.id}`,
    kind: "cashback",
    offerId: firstPaymentOffer.id,
    source: first.entry.name,
    amount: first.cashback,
    date: first.entry.date,
  };
  return [earned, ...rewards].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/**
 * The ledger id of the first-payment cashback. There is one per wallet: storing it under a fixed
 * id means a second credit (a reload, another tab) finds it there and adds nothing.
 */
export const FIRST_PAYMENT_CASHBACK_ID = "CASHBACK-FIRST-PAYMENT";

/** Who credits the cashback, as the history lists it. */
export const CASHBACK_PAYER = "SangamPay";

/**
 * The wallet credit the first payment earned, or null when it earned nothing. Made `now`, it is
 * dated `at`: after the payment that earned it, never at the same moment.
 */
export function firstPaymentCredit(
  first: FirstPayment | null,
  now: Date,
): { input: PaymentInput; at: Date } | null {
  if (!first || first.cashback === 0) return null;
  const at = new Date(Math.max(now.getTime(), Date.parse(first.entry.date) + 1));
  const input: PaymentInput = {
    kind: "cashback",
    recipient: CASHBACK_PAYER,
    name: CASHBACK_PAYER,
    amount: rupees(first.cashback),
    note: firstPaymentOffer.code,
    method: "wallet",
  };
  return { input, at };
}
