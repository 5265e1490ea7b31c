import type { PaymentKind } from "@repo/ledger/kinds";
import { type OfferCredit, offerCreditId, offerCredits } from "@repo/ledger/offers";
import type { Entry } from "@repo/ledger/payment";
import { homeRewards } from "@repo/mock-data/home-rewards";
import type { Offer } from "@repo/mock-data/types";
import type { HomeCountryCode } from "@repo/pricing/home-countries";
import { uuidv7 } from "uuidv7";

import type { Queryable } from "../db/database.ts";
import { transferWithin } from "../ledger/transfers.ts";

/**
 * The offers the wallet lists (FIRST100, BILLS5, RECHARGE20 and their kwacha twins), paid by the
 * server with the same rulebook as the local build (`offerCredits` in @repo/ledger/offers): each
 * credit is its own `cashback` transfer from SangamPay's cashback budget to the wallet, made in
 * the payment's own money transaction, under a paid-once key (`offer:<wallet>:<credit id>`) that
 * the database keeps unique, so a replay, a retry or another device never credits twice.
 *
 * Only payments that post at once earn offers and count as the first payment: a payment held for
 * an outside rail (a bank transfer, money abroad) may still come back.
 */

/** The ledger's kind of each server kind an offer can reward. */
const OFFER_KINDS: Readonly<Record<string, PaymentKind>> = {
  p2p: "mobile",
  bill: "bill",
  recharge: "recharge",
};
const COUNTING_KINDS = Object.keys(OFFER_KINDS);

/** The calendar an offer's last day is counted in: the account's home country's. */
const TIME_ZONES: Record<HomeCountryCode, string> = {
  IN: "Asia/Kolkata",
  ZM: "Africa/Lusaka",
};

/** Who credits an offer, as the payee's history names it (the local build's word too). */
const CASHBACK_PAYER = "SangamPay";

export interface OfferPayment {
  /** The payment's transfer id. */
  id: string;
  /** The server's kind (`p2p`, `bill`, `recharge`, ...). */
  kind: string;
  /** What was paid, without any fee on top, in minor units. */
  amount: bigint;
  currency: string;
  /** The paying wallet's account id: the credits go back to it. */
  wallet: string;
  country: HomeCountryCode;
  at: Date;
}

/** A credit the server made: the transfer's id, the offer's code, the amount in minor units. */
export interface OfferCreditMade {
  id: string;
  offer: string;
  code: string;
  amount: bigint;
}

const creditKey = (wallet: string, creditId: string) => `offer:${wallet}:${creditId}`;

/**
 * The credits the offers owe for this payment and not yet made, read with `q` (under the
 * payment's locks, inside its transaction, or before it to decide what to lock).
 */
async function creditsDue(
  q: Queryable,
  payment: OfferPayment,
): Promise<OfferCredit<Entry, Offer>[]> {
  const kind = OFFER_KINDS[payment.kind];
  if (!kind) return [];
  const { offers } = homeRewards[payment.country];
  const lines: Entry[] = [
    {
      id: payment.id,
      kind,
      amount: { minor: -Number(payment.amount), currency: payment.currency },
      date: payment.at.toISOString(),
    },
  ];
  // The wallet's oldest earlier payment that counts as a first payment, if any. It committed
  // before this payment took its locks, so it is the earlier one whatever the clocks say.
  const earlier = await q.query<{ id: string; kind: string; amount: bigint }>(
    `SELECT t.id, t.kind, l.amount FROM transfer_legs l JOIN transfers t ON t.id = l.transfer_id
      WHERE l.account_id = $1 AND l.amount < 0 AND t.kind = ANY($2) AND t.status = 'posted'
        AND t.id <> $3
      ORDER BY t.created_at LIMIT 1`,
    [payment.wallet, COUNTING_KINDS, payment.id],
  );
  for (const row of earlier.rows) {
    lines.push({
      id: row.id,
      kind: OFFER_KINDS[row.kind]!,
      amount: { minor: Number(row.amount), currency: payment.currency },
      date: new Date(payment.at.getTime() - 1).toISOString(),
    });
  }
  // The credits already made for this payment (and the first payment's, made once per wallet).
  const ids = offers.map((offer) => offerCreditId(offer, payment.id));
  const made = await q.query<{ paid_once_key: string }>(
    `SELECT paid_once_key FROM transfers
      WHERE paid_once_key = ANY($1) AND status IN ('pending', 'posted')`,
    [ids.map((id) => creditKey(payment.wallet, id))],
  );
  for (const row of made.rows) {
    const id = row.paid_once_key.slice(creditKey(payment.wallet, "").length);
    lines.push({
      id,
      amount: { minor: 0, currency: payment.currency },
      date: payment.at.toISOString(),
    });
  }
  return offerCredits(lines, offers, payment.at, TIME_ZONES[payment.country]).filter(
    (credit) => credit.paid.id === payment.id,
  );
}

/**
 * Whether an offer may credit this payment: read before the payment's transaction, so that
 * SangamPay's cashback account (a hot row) is locked only by payments that may draw on it.
 */
export async function offersMayPay(q: Queryable, payment: OfferPayment): Promise<boolean> {
  return (await creditsDue(q, payment)).length > 0;
}

/**
 * Credits every offer this payment earned, each as its own transfer, inside the payment's money
 * transaction (`tx`, which holds the wallet's and the cashback account's locks).
 */
export async function creditOffers(
  tx: Queryable,
  payment: OfferPayment,
  cashbackAccount: string,
): Promise<OfferCreditMade[]> {
  const made: OfferCreditMade[] = [];
  for (const credit of await creditsDue(tx, payment)) {
    const amount = BigInt(credit.amount.minor);
    const id = uuidv7();
    await transferWithin(tx, {
      id,
      kind: "cashback",
      mode: "post",
      legs: [
        { account: cashbackAccount, amount: -amount },
        { account: payment.wallet, amount },
      ],
      paidOnceKey: creditKey(payment.wallet, credit.id),
      metadata: {
        payerName: CASHBACK_PAYER,
        payerMasked: "",
        note: credit.offer.code,
        offer: credit.offer.id,
        paidFor: payment.id,
      },
    });
    made.push({ id, offer: credit.offer.id, code: credit.offer.code, amount });
  }
  return made;
}

/** The credits offers made for a payment (what a replay of its request answers again). */
export async function offersCreditedFor(
  q: Queryable,
  paymentId: string,
): Promise<OfferCreditMade[]> {
  const { rows } = await q.query<{ id: string; metadata: Record<string, string>; amount: bigint }>(
    `SELECT t.id, t.metadata, l.amount FROM transfers t
       JOIN transfer_legs l ON l.transfer_id = t.id AND l.amount > 0
      WHERE t.kind = 'cashback' AND t.metadata->>'paidFor' = $1 AND t.status = 'posted'
      ORDER BY t.id`,
    [paymentId],
  );
  return rows.map((row) => ({
    id: row.id,
    offer: row.metadata.offer ?? "",
    code: row.metadata.note ?? "",
    amount: BigInt(row.amount),
  }));
}
