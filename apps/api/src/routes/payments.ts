import { homeCountries } from "@repo/pricing/home-countries";
import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { maskPhone } from "../auth/phone.ts";
import { getUser } from "../auth/users.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";
import { findAccount } from "../ledger/accounts.ts";
import { readTransfer, type Transfer } from "../ledger/transfers.ts";
import { debit } from "../payments/debit.ts";
import { findPayee, payeeShown } from "./payees.ts";
import { Currency, MinorUnits, Note, PayeeRef, Pin, Uuid } from "./schemas.ts";

const PaymentRequest = v.object({
  id: Uuid,
  to: PayeeRef,
  amount: MinorUnits,
  currency: Currency,
  note: v.optional(Note),
  pin: Pin,
});

export const TransferView = v.object({
  id: Uuid,
  kind: v.string(),
  status: v.picklist(["pending", "posted", "voided", "expired"]),
  direction: v.picklist(["sent", "received"]),
  amount: v.string(),
  currency: v.string(),
  counterparty: v.object({ name: v.string(), maskedPhone: v.string() }),
  note: v.nullable(v.string()),
  createdAt: v.string(),
  /** When its status last changed: posted, voided or expired; its creation while pending. */
  updatedAt: v.string(),
  /** Why it was voided or expired (`account_not_found`, `rejected_by_receiver`, `expired`). */
  reason: v.nullable(v.string()),
  /** A sale of the payee's business: one of its payment links paid, or a payment to its UPI ID. */
  sale: v.nullable(v.picklist(["link", "upi"])),
});

type View = v.InferOutput<typeof TransferView>;

/** A transfer as its payer or payee sees it; undefined for anyone else. */
export function viewOf(found: Transfer, walletIds: readonly string[]): View | undefined {
  const mine = found.legs.find((leg) => walletIds.includes(leg.account));
  if (!mine) return undefined;
  const sent = mine.amount.startsWith("-");
  const meta = found.metadata as Record<string, string | undefined>;
  return {
    id: found.id,
    kind: found.kind,
    status: found.status,
    direction: sent ? "sent" : "received",
    amount: sent ? mine.amount.slice(1) : mine.amount,
    currency: mine.currency,
    counterparty: {
      name: (sent ? meta.payeeName : meta.payerName) ?? "",
      maskedPhone: (sent ? meta.payeeMasked : meta.payerMasked) ?? "",
    },
    note: meta.note ?? null,
    createdAt: found.createdAt,
    updatedAt: found.resolvedAt ?? found.createdAt,
    reason: found.reason,
    sale: meta.sale === "link" || meta.sale === "upi" ? meta.sale : null,
  };
}

/** The ids of a user's wallet accounts (one per currency it holds). */
export const walletIdsOf = async (deps: AppDeps, userId: string) =>
  (
    await deps.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE owner_kind = 'user' AND owner_id = $1 AND kind = 'wallet'",
      [userId],
    )
  ).rows.map((row) => row.id);

/** Money between people: pay a mobile number or UPI ID, read a transfer, read the history. */
export function paymentRoutes(book: RouteBook, deps: AppDeps) {
  const { db } = deps;

  book.add(
    {
      method: "post",
      path: "/api/payments",
      operationId: "pay",
      summary:
        "Pays another account by mobile number or UPI ID, with the PIN. The client's id makes it happen once: the same id again answers the first result; with another body, 409.",
      tags: ["payments"],
      auth: "session",
      body: PaymentRequest,
      responses: {
        201: {
          description: "Paid (or the replay of the first answer: Idempotent-Replayed: true)",
          schema: v.object({ transfer: TransferView }),
        },
        401: { description: "No live session, or a wrong PIN" },
        404: { description: "No account has this number or ID" },
        409: { description: "This id was used for another payment" },
        422: { description: "Not enough money, over a limit, or to oneself" },
        423: { description: "Payments paused after 3 wrong PINs" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const payer = (await getUser(db, session.userId))!;
      const home = homeCountries[payer.country];
      if (body.currency !== home.currency) {
        throw new ApiError("invalid_body", `Your wallet holds ${home.currency}.`);
      }
      const payee = await findPayee(deps, payer.id, body.to);
      if (payee.id === payer.id) throw new ApiError("limit_exceeded", "You cannot pay yourself.");
      if (payee.country !== payer.country) {
        throw new ApiError("invalid_body", "Money to another country goes by Send abroad.");
      }
      const to = await findAccount(db, {
        ownerKind: "user",
        ownerId: payee.id,
        kind: "wallet",
        currency: home.currency,
      });
      if (!to) throw new ApiError("unknown_account", "This account cannot receive money.");
      const amount = BigInt(body.amount);
      const outcome = await debit(deps, session, payer, {
        id: body.id,
        kind: "p2p",
        source: "wallet",
        amount,
        credits: [{ account: to.id, amount }],
        pin: body.pin,
        fingerprint: [body.to, body.amount, body.currency, body.note ?? null],
        metadata: {
          note: body.note ?? null,
          payeeName: payeeShown(payee).name,
          payeeMasked: maskPhone(payee.phone),
          payerName: payer.name,
          payerMasked: maskPhone(payer.phone),
          // Paid at a business's own UPI ID: a sale of that business (its book, its settlements).
          ...(payee.business && { sale: "upi", businessId: payee.business.id }),
        },
      });
      if (outcome.outcome === "replayed") c.header("Idempotent-Replayed", "true");
      return c.json({ transfer: viewOf(outcome.transfer, [outcome.from.id])! }, 201);
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/transfers/:id",
      operationId: "getTransfer",
      summary: "One transfer, for its payer or payee only (anyone else gets 404).",
      tags: ["payments"],
      auth: "session",
      responses: {
        200: { description: "The transfer", schema: v.object({ transfer: TransferView }) },
        401: { description: "No live session" },
        404: { description: "No such transfer of this account" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const id = v.safeParse(Uuid, c.req.param("id"));
      const found = id.success ? await readTransfer(db, id.output) : undefined;
      const view = found && viewOf(found, await walletIdsOf(deps, session.userId));
      if (!view) throw new ApiError("not_found", "No such payment on this account.");
      return c.json({ transfer: view });
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/me/transfers",
      operationId: "listTransfers",
      summary:
        "This account's wallet movements (payments between people, money added, bank transfers, bills, abroad), newest first (at most 50); the opening balance is not one.",
      tags: ["payments"],
      auth: "session",
      responses: {
        200: { description: "History", schema: v.object({ transfers: v.array(TransferView) }) },
        401: { description: "No live session" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const wallets = await walletIdsOf(deps, session.userId);
      // An offer's credit is made in its payment's transaction (the same created_at): it came
      // after the payment, so it is listed above it.
      const { rows } = await db.query<{ transfer_id: string }>(
        `SELECT l.transfer_id FROM transfer_legs l JOIN transfers t ON t.id = l.transfer_id
          WHERE l.account_id = ANY($1) AND t.kind <> 'opening_balance'
          ORDER BY t.created_at DESC, (t.kind = 'cashback') DESC, t.id DESC LIMIT 50`,
        [wallets],
      );
      const transfers = await Promise.all(rows.map((row) => readTransfer(db, row.transfer_id)));
      return c.json({ transfers: transfers.flatMap((t) => (t && viewOf(t, wallets)) || []) });
    },
  );
}
