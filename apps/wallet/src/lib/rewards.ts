import { amountPaid, cashbackFor, firstPaymentOf } from "@repo/ledger/cashback";
import type { PaymentKind } from "@repo/ledger/kinds";
import type { Money } from "@repo/ledger/money";
import { offerCreditId, offerCredits } from "@repo/ledger/offers";
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
  /** What the first-payment offer gives on it (nothing below the minimum). */
  cashback: Money;
};

/**
 * The dashboard's "cashback on your first payment" offer, read from the ledger by its rule
 * (`firstPaymentOf`, `cashbackFor`): the sample history came from elsewhere and has no `kind`.
 */
export function firstPayment(transactions: readonly LedgerEntry[]): FirstPayment | null {
  const entry = firstPaymentOf(transactions);
  if (!entry) return null;
  const { firstPaymentOffer } = rewardsOf(entry.amount.currency);
  return { entry, cashback: cashbackFor(firstPaymentOffer, amountPaid(entry)) };
}

/**
 * Reward history, newest first: the sample rewards of the wallet's currency (rupees unless told),
 * the first-payment cashback once earned, and each credit a payment offer made (`credits`: the
 * ledger's lines, the paid lines among them name where a credit came from).
 */
export function rewardHistory(
  first: FirstPayment | null,
  currency: string = "INR",
  credits: readonly LedgerEntry[] = [],
): readonly Reward[] {
  const { firstPaymentOffer, offers, rewards } = rewardsOf(currency);
  const earned: Reward[] = [];
  if (first && first.cashback.minor > 0) {
    earned.push({
      id: `first-${first.entry.id}`,
      kind: "cashback",
      offerId: firstPaymentOffer.id,
      source: first.entry.name,
      amount: first.cashback,
      date: first.entry.date,
    });
  }
  const byId = new Map(credits.map((entry) => [entry.id, entry]));
  for (const offer of offers) {
    if (offer.rewards === "first-payment") continue;
    const prefix = offerCreditId(offer, "");
    for (const credit of credits) {
      if (credit.kind !== "cashback" || !credit.id.startsWith(prefix)) continue;
      earned.push({
        id: credit.id,
        kind: "cashback",
        offerId: offer.id,
        source: byId.get(credit.id.slice(prefix.length))?.name ?? offer.code,
        amount: credit.amount,
        date: credit.date,
      });
    }
  }
  if (earned.length === 0) return rewards;
  return [...earned, ...rewards].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** Who credits the cashback, as the history lists it. */
export const CASHBACK_PAYER = "SangamPay";

/** The kinds of payment the offers of this currency reward each time (bills, recharges). */
export function rewardedKinds(currency: string): PaymentKind[] {
  return rewardsOf(currency).offers.flatMap((offer) =>
    offer.rewards === "first-payment" ? [] : offer.rewards,
  );
}

/**
 * The wallet credits the offers earned and not yet credited (`offerCredits`), each as the
 * payment to record under its own id, dated `at`. The entries must include the oldest payment of
 * each kind that counts as a first payment, every payment of `rewardedKinds`, and the credits
 * already made (or the caller skips an id it finds).
 */
export function offerCreditsDue(
  entries: readonly LedgerEntry[],
  currency: string,
  now: Date,
): { id: string; input: PaymentInput; at: Date }[] {
  return offerCredits(entries, rewardsOf(currency).offers, now).map((credit) => ({
    id: credit.id,
    at: credit.at,
    input: {
      kind: "cashback",
      recipient: CASHBACK_PAYER,
      name: CASHBACK_PAYER,
      amount: credit.amount,
      note: credit.offer.code,
      method: "wallet",
    },
  }));
}
