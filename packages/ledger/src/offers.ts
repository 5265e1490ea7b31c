import {
  amountPaid,
  cashbackFor,
  type CashbackOffer,
  FIRST_PAYMENT_CASHBACK_ID,
  firstPaymentCashback,
} from "./cashback";
import { localDay } from "./day";
import type { PaymentKind } from "./kinds";
import type { Money } from "./money";
import type { Entry } from "./payment";

/**
 * Every offer the wallet lists, and when it pays: the first-payment offer once per account (on
 * the account's first payment), a payment offer (bills, recharges) on each payment of its kinds
 * that meets its minimum, made on or before its last day. Each credit is one line under its own
 * id, so asking again (a reload, another tab) never credits twice.
 */

/** An offer as published, with the payments it rewards. */
export type Offer = CashbackOffer & {
  id: string;
  /** ISO date of the last day a payment earns it (in the account's time zone). */
  validUntil: string;
  /** The account's first payment, or every payment of these kinds. */
  rewards: "first-payment" | readonly PaymentKind[];
};

/** The id of the credit `offer` gave for the payment `paidId` (one line each). */
export function offerCreditId(offer: Pick<Offer, "id" | "rewards">, paidId: string): string {
  return offer.rewards === "first-payment"
    ? FIRST_PAYMENT_CASHBACK_ID
    : `CASHBACK-${offer.id.toUpperCase()}-${paidId}`;
}

/** Whether a payment offer is still running on `day` (an ISO date). */
export function offerRuns(offer: Pick<Offer, "validUntil">, day: string): boolean {
  return day <= offer.validUntil;
}

/** A credit an offer earned: the payment that earned it, the amount, and when to credit it. */
export type OfferCredit<E extends Entry, O extends Offer = Offer> = {
  offer: O;
  id: string;
  paid: E;
  amount: Money;
  at: Date;
};

/**
 * The credits the offers earned on these lines and not yet made (no line with the credit's id),
 * oldest payment first. The lines must include every line of a kind a payment offer rewards
 * (or those not yet credited), the oldest of each kind that counts as a first payment, and the
 * credits already made. `timeZone` sets the day an offer's last day is counted in.
 */
export function offerCredits<E extends Entry, O extends Offer>(
  entries: readonly E[],
  offers: readonly O[],
  now: Date,
  timeZone?: string,
): OfferCredit<E, O>[] {
  const made = new Set(entries.map((entry) => entry.id));
  const credits: OfferCredit<E, O>[] = [];
  for (const offer of offers) {
    if (offer.rewards === "first-payment") {
      const first = firstPaymentCashback(entries, offer, now);
      if (first && offerRuns(offer, localDay(new Date(first.first.date), timeZone))) {
        credits.push({
          offer,
          id: FIRST_PAYMENT_CASHBACK_ID,
          paid: first.first,
          amount: first.amount,
          at: first.at,
        });
      }
      continue;
    }
    const kinds = offer.rewards;
    for (const entry of entries) {
      if (!entry.kind || !kinds.includes(entry.kind) || entry.amount.minor >= 0) continue;
      const id = offerCreditId(offer, entry.id);
      if (made.has(id) || !offerRuns(offer, localDay(new Date(entry.date), timeZone))) continue;
      const amount = cashbackFor(offer, amountPaid(entry));
      if (amount.minor === 0) continue;
      const at = new Date(Math.max(now.getTime(), Date.parse(entry.date) + 1));
      credits.push({ offer, id, paid: entry, amount, at });
    }
  }
  return credits.sort((a, b) => Date.parse(a.paid.date) - Date.parse(b.paid.date));
}

/**
 * What the rewards screen says of an offer: `open` (it can still be earned), `used` (the
 * first-payment offer, once the first payment is made: it is not offered again), or `ended`
 * (past its last day: not listed).
 */
export type OfferState = "open" | "used" | "ended";

export function offerState(
  offer: Pick<Offer, "rewards" | "validUntil">,
  firstPaymentMade: boolean,
  now: Date,
  timeZone?: string,
): OfferState {
  if (offer.rewards === "first-payment" && firstPaymentMade) return "used";
  return offerRuns(offer, localDay(now, timeZone)) ? "open" : "ended";
}
