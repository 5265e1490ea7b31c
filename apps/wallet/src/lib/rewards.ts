import {
  amountPaid,
  cashbackFor,
  firstPaymentCashback,
  firstPaymentOf,
} from "@repo/ledger/cashback";
import { toMajor } from "@repo/ledger/money";
import { type HomeRewards, homeRewards } from "@repo/mock-data/home-rewards";
import type { Reward } from "@repo/mock-data/types";
import { homeCountryOfCurrency } from "@repo/pricing/home-countries";

import type { LedgerEntry, PaymentInput } from "./ledger";

/** The offers and rewards of the home country whose currency this is (India's for any other). */
export function rewardsOf(currency: string): HomeRewards {
  return homeRewards[homeCountryOfCurrency(currency)?.code ?? "IN"];
}

export type FirstPayment = {
  /** The first payment made with the app (`firstPaymentOf`: any payment out, abroad included). */
  entry: LedgerEntry;
  /** What the first-payment offer gives on it, in whole units of its currency (0 below the minimum). */
  cashback: number;
};

/**
 * The dashboard's "cashback on your first payment" offer, read from the ledger by its rule
 * (`firstPaymentOf`, `cashbackFor`): the sample history came from elsewhere and has no `kind`.
 */
export function firstPayment(transactions: readonly LedgerEntry[]): FirstPayment | null {
  const entry = firstPaymentOf(transactions);
  if (!entry) return null;
  const { firstPaymentOffer } = rewardsOf(entry.amount.currency);
  return { entry, cashback: toMajor(cashbackFor(firstPaymentOffer, amountPaid(entry))) };
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

/** Who credits the cashback, as the history lists it. */
export const CASHBACK_PAYER = "SangamPay";

/**
 * The wallet credit the first payment earned and not yet credited (`firstPaymentCashback`), as
 * the payment to record, dated `at`; null when there is none. The entries must include the oldest
 * payment of each kind that counts and the cashback's line, if any.
 */
export function firstPaymentCredit(
  entries: readonly LedgerEntry[],
  now: Date,
): { input: PaymentInput; at: Date } | null {
  const currency = firstPaymentOf(entries)?.amount.currency;
  if (!currency) return null;
  const { firstPaymentOffer } = rewardsOf(currency);
  const credit = firstPaymentCashback(entries, firstPaymentOffer, now);
  if (!credit) return null;
  const input: PaymentInput = {
    kind: "cashback",
    recipient: CASHBACK_PAYER,
    name: CASHBACK_PAYER,
    amount: credit.amount,
    note: firstPaymentOffer.code,
    method: "wallet",
  };
  return { input, at: credit.at };
}
