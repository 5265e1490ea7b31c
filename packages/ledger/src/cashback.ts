import { PAYMENT_KINDS, type PaymentKind, paymentKinds } from "./kinds";
import { isCurrencyCode, minorPerMajor, type Money } from "./money";
import type { Entry } from "./payment";

/**
 * The first-payment cashback: the account's first payment (the oldest line of a kind that counts,
 * `FIRST_PAYMENT_KINDS`) earns its offer's cashback once, credited to the wallet just after it.
 */

/** The kinds whose payment counts as a first payment: every payment out of a person's wallet. */
export const FIRST_PAYMENT_KINDS: readonly PaymentKind[] = paymentKinds.filter(
  (kind) => PAYMENT_KINDS[kind].firstPayment,
);

/**
 * An offer's terms as published, in the account's currency: a percentage of the payment up to
 * `maxAmount` (or `maxAmount` itself without one), on payments of `minPayment` or more. Other kinds
 * of offer (a fee waiver), and an offer in another currency, pay no cashback.
 */
export type CashbackOffer = {
  kind: string;
  percent?: number;
  maxAmount: Money;
  minPayment: Money;
};

/**
 * The cashback an offer gives on a payment, in the payment's currency, rounded down to a whole
 * unit (₹55 on ₹555 at 10%); nothing under the offer's minimum.
 */
export function cashbackFor(offer: CashbackOffer, payment: Money): Money {
  const { currency } = payment;
  const none = { minor: 0, currency };
  if (offer.kind !== "cashback" || !isCurrencyCode(currency)) return none;
  if (offer.maxAmount.currency !== currency || offer.minPayment.currency !== currency) return none;
  const paid = Math.abs(payment.minor);
  if (paid < offer.minPayment.minor) return none;
  const max = offer.maxAmount.minor;
  if (offer.percent === undefined) return { minor: max, currency };
  const unit = minorPerMajor(currency);
  const share = Math.floor((paid * offer.percent) / 100 / unit) * unit;
  return { minor: Math.min(max, share), currency };
}

/**
 * The account's first payment among these lines: the oldest whose kind counts. The lines must
 * include the oldest of each counting kind.
 */
export function firstPaymentOf<E extends Entry>(entries: readonly E[]): E | undefined {
  let first: E | undefined;
  for (const entry of entries) {
    if (!entry.kind || !FIRST_PAYMENT_KINDS.includes(entry.kind)) continue;
    if (!first || Date.parse(entry.date) < Date.parse(first.date)) first = entry;
  }
  return first;
}

/** What a line paid, without the fee paid on top (the cashback is on the payment, not its fee). */
export function amountPaid(entry: Pick<Entry, "amount" | "fee">): Money {
  return {
    minor: Math.abs(entry.amount.minor) - (entry.fee?.minor ?? 0),
    currency: entry.amount.currency,
  };
}

/**
 * The id of the cashback's line: one per account, so a second credit (a reload, another tab, a
 * retried request) finds it there and adds nothing.
 */
export const FIRST_PAYMENT_CASHBACK_ID = "CASHBACK-FIRST-PAYMENT";

/**
 * The cashback the first payment earned and not yet credited: its amount, dated just after the
 * payment (or `now`, if later); null when there is no first payment, it earned nothing, or a line
 * with `FIRST_PAYMENT_CASHBACK_ID` is there. The lines must include the oldest of each counting
 * kind and the cashback's line, if any.
 */
export function firstPaymentCashback<E extends Entry>(
  entries: readonly E[],
  offer: CashbackOffer,
  now: Date,
): { first: E; amount: Money; at: Date } | null {
  if (entries.some((entry) => entry.id === FIRST_PAYMENT_CASHBACK_ID)) return null;
  const first = firstPaymentOf(entries);
  if (!first) return null;
  const amount = cashbackFor(offer, amountPaid(first));
  if (amount.minor === 0) return null;
  const at = new Date(Math.max(now.getTime(), Date.parse(first.date) + 1));
  return { first, amount, at };
}
