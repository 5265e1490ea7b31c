import { type HomeRewards, homeRewards } from "@repo/mock-data/home-rewards";
import { cashbackFor } from "@repo/mock-data/offers";
import type { Reward } from "@repo/mock-data/types";
import { homeCountryOfCurrency } from "@repo/pricing/home-countries";

import { isMoneyIn, type LedgerEntry, type PaymentInput } from "./ledger";
import { moneyOf, toMajor } from "./money";

/** The offers and rewards of the home country whose currency this is (India's for any other). */
export function rewardsOf(currency: string): HomeRewards {
  return homeRewards[homeCountryOfCurrency(currency)?.code ?? "IN"];
}

export type FirstPayment = {
  /** The first payment made with the app (sending, a bill or a recharge). */
  entry: LedgerEntry;
  /** What the first-payment offer gives on it, in whole units of its currency (0 below the minimum). */
  cashback: number;
};

/**
 * The dashboard's "cashback on your first payment" offer, read from the ledger: the oldest
 * payment made in this wallet (the sample history came from elsewhere and has no `kind`).
 */
export function firstPayment(transactions: readonly LedgerEntry[]): FirstPayment | null {
  const entry = transactions.findLast((t) => t.kind !== undefined && !isMoneyIn(t.kind));
  if (!entry) return null;
  const { firstPaymentOffer } = rewardsOf(entry.amount.currency);
  return { entry, cashback: cashbackFor(firstPaymentOffer, Math.abs(toMajor(entry.amount))) };
}

/**
 * Reward history, newest first: the sample rewards of the wallet's currency (rupees unless told)
 * plus the first-payment cashback once earned.
 */
export function rewardHistory(
  first: FirstPayment | null,
  currency: string = "INR",
): readonly Reward[] {
  const { firstPaymentOffer, rewards } = rewardsOf(currency);
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
  const { currency } = first.entry.amount;
  const input: PaymentInput = {
    kind: "cashback",
    recipient: CASHBACK_PAYER,
    name: CASHBACK_PAYER,
    amount: moneyOf(first.cashback, currency),
    note: rewardsOf(currency).firstPaymentOffer.code,
    method: "wallet",
  };
  return { input, at };
}
