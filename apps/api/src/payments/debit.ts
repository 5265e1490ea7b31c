import { limitsOf } from "@repo/ledger/limits";
import { homeCountries } from "@repo/pricing/home-countries";

import type { AppDeps } from "../app.ts";
import { checkPin } from "../auth/pin.ts";
import type { Session } from "../auth/sessions.ts";
import type { User } from "../auth/users.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/errors.ts";
import { type Account, findAccount, systemAccount } from "../ledger/accounts.ts";
import {
  LedgerRefusal,
  type Leg,
  moneyTransaction,
  type TransferRequest,
  transferWithin,
} from "../ledger/transfers.ts";
import { creditOffers, type OfferCreditMade, type OfferPayment, offersMayPay } from "./offers.ts";

/**
 * A device added less than a day ago (`NEW_DEVICE_HOURS`, 24 unless set) may send 1/200 of the
 * daily limit (₹5,000 in India, as UPI caps a new device; K500 in Zambia), said in the refusal.
 */
export const NEW_DEVICE = { hours: 24, dailyShare: 200n } as const;

const REFUSAL_MESSAGES: Record<string, string> = {
  insufficient_funds: "Not enough money for this payment.",
  unknown_account: "This account cannot receive money.",
  unbalanced_transfer: "This payment is not valid.",
  already_paid: "This has already been paid.",
  unknown_transfer: "This payment is not valid.",
};

export interface Debit {
  /** The client's id: the payment happens once. */
  id: string;
  kind: string;
  /** What leaves the payer's source account (amount and fee together). */
  amount: bigint;
  /** Which of the payer's accounts pays: the wallet, or the linked bank when adding money. */
  source: "wallet" | "bank";
  /** Where the money goes (credits summing to `amount`). */
  credits: Leg[];
  pin: string;
  fingerprint: unknown[];
  metadata: TransferRequest["metadata"];
  mode?: "post" | "hold";
  paidOnceKey?: string;
  expiresAt?: Date;
  /** Claims what the payment uses once (a quote), in the payment's own transaction. */
  claim?: (tx: Queryable) => Promise<void>;
}

/**
 * Money out of one of the payer's accounts, the one way every payment of the API goes: the PIN,
 * the limits of the payer's home country (per payment, per day, a new device's day), then the
 * ledger's money path. The day's total is read with the paying account's row locked, in the same
 * transaction as the transfer, so two payments at once cannot both fit under the limit.
 */
export async function debit(deps: AppDeps, session: Session, payer: User, request: Debit) {
  const { db, secrets, clock } = deps;
  const now = clock();
  const home = homeCountries[payer.country];
  const limits = limitsOf(home.currency);
  await checkPin(db, secrets, payer.id, request.pin, now);
  if (request.amount < BigInt(limits.min.minor)) {
    throw new ApiError("limit_exceeded", "The smallest payment is 1.00.");
  }
  if (request.amount > BigInt(limits.perPayment.minor)) {
    throw new ApiError("limit_exceeded", "This is over the limit for one payment.");
  }
  const from: Account | undefined = await findAccount(db, {
    ownerKind: "user",
    ownerId: payer.id,
    kind: request.source,
    currency: home.currency,
  });
  if (!from) throw new ApiError("unknown_account", "This account cannot pay.");

  const legs: Leg[] = [{ account: from.id, amount: -request.amount }, ...request.credits];
  // A payment out of the wallet that posts at once may earn an offer (./offers.ts): then
  // SangamPay's cashback account is one of the payment's accounts too.
  const offerPayment: OfferPayment | undefined =
    request.source === "wallet" && (request.mode ?? "post") === "post"
      ? {
          id: request.id,
          kind: request.kind,
          amount: request.amount,
          currency: home.currency,
          wallet: from.id,
          country: payer.country,
          at: now,
        }
      : undefined;
  const cashback =
    offerPayment && (await offersMayPay(db, offerPayment))
      ? await systemAccount(db, "cashback", home.currency)
      : undefined;
  // Every account of the payment is locked first, in id order (never the payer's alone and the
  // others later: A paying B while B pays A would then wait on each other in a cycle).
  const outcome = await moneyTransaction(
    db,
    [...legs.map((leg) => leg.account), ...(cashback ? [cashback.id] : [])],
    async (tx) => {
      const dayStart = new Date(now);
      dayStart.setUTCHours(0, 0, 0, 0);
      // Today's money out of this account, posted or still held; not this id (a replay).
      const { rows } = await tx.query<{ sent: bigint | null; device_since: Date }>(
        `SELECT (SELECT (-sum(l.amount))::bigint FROM transfer_legs l JOIN transfers t ON t.id = l.transfer_id
                WHERE l.account_id = $1 AND l.amount < 0 AND t.status IN ('pending', 'posted')
                  AND t.created_at >= $2 AND t.id <> $4) AS sent,
              (SELECT created_at FROM devices WHERE id = $3) AS device_since`,
        [from.id, dayStart, session.deviceId, request.id],
      );
      const newForHours = deps.config.NEW_DEVICE_HOURS ?? NEW_DEVICE.hours;
      const newDevice =
        now.getTime() - new Date(rows[0]!.device_since).getTime() < newForHours * 3_600_000;
      const perDay = BigInt(limits.perDay.minor) / (newDevice ? NEW_DEVICE.dailyShare : 1n);
      if ((rows[0]!.sent ?? 0n) + request.amount > perDay) {
        throw new ApiError(
          "limit_exceeded",
          newDevice
            ? "Over today's limit for a device added in the last 24 hours."
            : "Over today's limit: try again tomorrow.",
        );
      }
      await request.claim?.(tx);
      const result = await transferWithin(tx, {
        id: request.id,
        kind: request.kind,
        mode: request.mode ?? "post",
        initiator: payer.id,
        legs,
        fingerprint: JSON.stringify([payer.id, request.kind, ...request.fingerprint]),
        metadata: request.metadata,
        paidOnceKey: request.paidOnceKey,
        expiresAt: request.expiresAt,
      });
      // Thrown inside the transaction, so nothing claimed for it (a quote) stays claimed.
      if (result.outcome === "conflict") {
        throw new ApiError(
          "idempotency_conflict",
          "This payment id was already used for another payment.",
        );
      }
      const offers: OfferCreditMade[] =
        cashback && offerPayment && result.outcome === "created"
          ? await creditOffers(tx, offerPayment, cashback.id)
          : [];
      return { ...result, offers };
    },
    {
      onRetry: (state) => deps.log.warn({ sqlState: state, id: request.id }, "payment retried"),
      // A hot payee (a merchant in a sale) is credited without its row lock.
      creditOnly: request.credits.map((leg) => leg.account),
    },
  ).catch((error: unknown) => {
    if (error instanceof LedgerRefusal) {
      throw new ApiError(error.code, REFUSAL_MESSAGES[error.code] ?? "This payment was refused.");
    }
    throw error;
  });
  return { ...outcome, from };
}
