import { createHash } from "node:crypto";

import { amountProblem, limitsOf } from "@repo/ledger/limits";
import { homeCountries } from "@repo/pricing/home-countries";
import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { maskPhone } from "../auth/phone.ts";
import { getUser } from "../auth/users.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";
import { findAccount } from "../ledger/accounts.ts";
import { debit } from "../payments/debit.ts";
import {
  mayRead,
  readRequest,
  REQUEST_SELECT,
  requesterShown,
  type RequestRow,
  RequestView,
  requestView,
} from "../requests/store.ts";
import { findPayee } from "./payees.ts";
import { TransferView, viewOf } from "./payments.ts";
import { Currency, MinorUnits, Note, PayeeRef, Pin, Uuid } from "./schemas.ts";

const CreateRequest = v.object({
  id: Uuid,
  /** The account asked to pay; without it, a payment link any other account may pay. */
  to: v.optional(PayeeRef),
  amount: MinorUnits,
  currency: Currency,
  note: v.optional(Note),
});

const PayRequest = v.object({ id: Uuid, pin: Pin });

/** `12345` minor units → `123.45`, for the limits' messages (both currencies have 100). */
const main = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

const notFound = () => new ApiError("not_found", "No such request.");
const notOpen = (row: RequestRow) =>
  row.status === "paid"
    ? new ApiError("already_paid", "This has already been paid.")
    : new ApiError("not_open", `This request was ${row.status}.`);

/**
 * Requests between accounts and merchants' payment links. A request is a reminder: its payer pays
 * it with their own PIN, as a push payment through the one money path (debit), and the request
 * becomes paid with that transfer in the same transaction; or the payer declines it, or the
 * requester cancels it. A link is paid once, by any other account, for its fixed amount.
 */
export function requestRoutes(book: RouteBook, deps: AppDeps) {
  const { db, clock } = deps;

  /** The request `id` names, if the session's user may see it; 404 otherwise. */
  const readable = async (id: string | undefined, userId: string) => {
    const parsed = v.safeParse(Uuid, id);
    const row = parsed.success ? await readRequest(db, parsed.output) : undefined;
    if (!row || !mayRead(row, userId)) throw notFound();
    return row;
  };

  book.add(
    {
      method: "post",
      path: "/api/requests",
      operationId: "createRequest",
      summary:
        "Asks another account (by mobile number or UPI ID) for money, or, without `to`, makes a payment link any other account may pay once. The client's id makes it once: the same id and body again answers the same request (Idempotent-Replayed: true); another body, 409.",
      tags: ["requests"],
      auth: "session",
      body: CreateRequest,
      responses: {
        201: { description: "The request (or link), open", schema: RequestView },
        400: { description: "Not valid, to oneself, or in another currency than the wallet's" },
        401: { description: "No live session" },
        404: { description: "No account has this number or ID (code no_account)" },
        409: { description: "This id was used for another request" },
        422: { description: "Under the smallest payment or over one payment's limit" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const requester = (await getUser(db, session.userId))!;
      const currency = homeCountries[requester.country].currency;
      if (body.currency !== currency) {
        throw new ApiError("invalid_body", `Your wallet holds ${currency}.`);
      }
      const minor = Number(body.amount);
      const problem = Number.isSafeInteger(minor)
        ? amountProblem({ minor, currency })
        : "over-payment-limit";
      if (problem) {
        const limits = limitsOf(currency);
        throw new ApiError(
          "limit_exceeded",
          problem === "under-min"
            ? `The smallest request is ${main(limits.min.minor)}.`
            : `A request is at most ${main(limits.perPayment.minor)}, the limit for one payment.`,
        );
      }
      const hash = createHash("sha256")
        .update(
          JSON.stringify([requester.id, body.to ?? null, body.amount, currency, body.note ?? null]),
        )
        .digest("hex");
      const replay = async () => {
        const existing = await readRequest(db, body.id);
        if (!existing) return undefined;
        if (existing.request_hash !== hash) {
          throw new ApiError(
            "idempotency_conflict",
            "This request id was already used for another request.",
          );
        }
        c.header("Idempotent-Replayed", "true");
        return c.json(requestView(existing, requester.id), 201);
      };
      const earlier = await replay();
      if (earlier) return earlier;

      let payerId: string | null = null;
      if (body.to) {
        const payer = await findPayee(deps, requester.id, body.to).catch((error: unknown) => {
          throw error instanceof ApiError && error.code === "no_such_payee"
            ? new ApiError("no_account", error.message)
            : error;
        });
        if (payer.id === requester.id) {
          throw new ApiError("bad_request", "You cannot ask yourself for money.");
        }
        if (payer.country !== requester.country) {
          throw new ApiError("bad_request", "Requests go to accounts of your own country.");
        }
        payerId = payer.id;
      }
      const now = clock();
      const { rowCount } = await db.query(
        `INSERT INTO payment_requests (id, request_hash, kind, requester_id, payer_id, amount,
                                       currency, note, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING`,
        [
          body.id,
          hash,
          payerId ? "request" : "link",
          requester.id,
          payerId,
          body.amount,
          currency,
          body.note ?? null,
          now,
        ],
      );
      // Sent twice at once: the other one made it.
      if (rowCount === 0) return (await replay())!;
      return c.json(requestView((await readRequest(db, body.id))!, requester.id), 201);
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/me/requests",
      operationId: "listRequests",
      summary:
        "Requests to this account (incoming: it is the named payer, open or not) and its own requests and links (outgoing), newest first, at most 50 each.",
      tags: ["requests"],
      auth: "session",
      responses: {
        200: {
          description: "Both lists",
          schema: v.object({ incoming: v.array(RequestView), outgoing: v.array(RequestView) }),
        },
        401: { description: "No live session" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const list = async (column: "payer_id" | "requester_id") =>
        (
          await db.query<RequestRow>(
            `${REQUEST_SELECT} WHERE r.${column} = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
            [session.userId],
          )
        ).rows.map((row) => requestView(row, session.userId));
      return c.json({ incoming: await list("payer_id"), outgoing: await list("requester_id") });
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/requests/:id",
      operationId: "getRequest",
      summary:
        "One request, for its requester or named payer; a payment link, for any signed-in account (anyone else gets 404).",
      tags: ["requests"],
      auth: "session",
      responses: {
        200: { description: "The request", schema: RequestView },
        401: { description: "No live session" },
        404: { description: "No such request for this account" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const row = await readable(c.req.param("id"), session.userId);
      return c.json(requestView(row, session.userId));
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/requests/:id/pay",
      operationId: "payRequest",
      summary:
        "Pays a request (its named payer) or a link (any account but its merchant) with the PIN: the money moves payer → requester and the request becomes paid in one transaction, once (409 already_paid for any other payment of it). The client's id makes the payment happen once.",
      tags: ["requests"],
      auth: "session",
      body: PayRequest,
      responses: {
        201: {
          description: "Paid (or the replay of the first answer: Idempotent-Replayed: true)",
          schema: v.object({ transfer: TransferView, request: RequestView }),
        },
        401: { description: "No live session, or a wrong PIN" },
        403: { description: "One's own request or link" },
        404: { description: "No such request for this account" },
        409: {
          description:
            "Already paid (already_paid), declined or cancelled (not_open), or the id was used for another payment",
        },
        422: { description: "Not enough money, or over a limit" },
        423: { description: "Payments paused after 3 wrong PINs" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const row = await readable(c.req.param("id"), session.userId);
      if (row.requester_id === session.userId) {
        throw new ApiError("forbidden", "You cannot pay your own request.");
      }
      if (row.status !== "open" && row.transfer_id !== body.id) throw notOpen(row);
      const payer = (await getUser(db, session.userId))!;
      const to = await findAccount(db, {
        ownerKind: "user",
        ownerId: row.requester_id,
        kind: "wallet",
        currency: row.currency,
      });
      if (!to || homeCountries[payer.country].currency !== row.currency) {
        throw new ApiError(
          "unknown_account",
          `This is asked in ${row.currency}: your wallet cannot pay it.`,
        );
      }
      const outcome = await debit(deps, session, payer, {
        id: body.id,
        kind: "p2p",
        source: "wallet",
        amount: row.amount,
        credits: [{ account: to.id, amount: row.amount }],
        pin: body.pin,
        fingerprint: ["request", row.id],
        paidOnceKey: `request:${row.id}`,
        metadata: {
          note: row.note,
          payeeName: requesterShown(row).name,
          payeeMasked: maskPhone(row.requester_phone),
          payerName: payer.name,
          payerMasked: maskPhone(payer.phone),
          requestId: row.id,
          // A merchant's link paid: a sale of its business (its book, its settlements).
          ...(row.kind === "link" && { sale: "link" }),
        },
        // The request turns paid in the payment's own transaction, under its row lock: a second
        // payment at once waits here, then finds it paid. The transfer's key is checked at commit.
        async claim(tx) {
          const { rows } = await tx.query<Pick<RequestRow, "status" | "transfer_id">>(
            "SELECT status, transfer_id FROM payment_requests WHERE id = $1 FOR UPDATE",
            [row.id],
          );
          const now = rows[0]!;
          if (now.transfer_id === body.id) return; // this very payment, again
          if (now.status !== "open") throw notOpen({ ...row, status: now.status });
          await tx.query(
            `UPDATE payment_requests SET status = 'paid', transfer_id = $2, paid_by = $3,
                    updated_at = $4 WHERE id = $1`,
            [row.id, body.id, payer.id, clock()],
          );
        },
      });
      if (outcome.outcome === "replayed") c.header("Idempotent-Replayed", "true");
      return c.json(
        {
          transfer: viewOf(outcome.transfer, [outcome.from.id])!,
          request: requestView((await readRequest(db, row.id))!, payer.id),
        },
        201,
      );
    },
  );

  /** Declines (the named payer) or cancels (the requester) an open request, once. */
  const close = (action: "decline" | "cancel") =>
    book.add(
      {
        method: "post",
        path: `/api/requests/:id/${action}`,
        operationId: `${action}Request`,
        summary:
          action === "decline"
            ? "Declines an open request (its named payer only)."
            : "Cancels an open request or link (its requester only).",
        tags: ["requests"],
        auth: "session",
        responses: {
          200: { description: `The request, ${action}d`, schema: RequestView },
          401: { description: "No live session" },
          403: {
            description:
              action === "decline" ? "Not the request's named payer" : "Not the requester",
          },
          404: { description: "No such request for this account" },
          409: { description: "Not open any more (already_paid, or not_open)" },
        },
      },
      async (c) => {
        const session = await requireSession(c, deps);
        const row = await readable(c.req.param("id"), session.userId);
        const allowed =
          action === "decline"
            ? row.payer_id === session.userId && row.kind === "request"
            : row.requester_id === session.userId;
        if (!allowed) {
          throw new ApiError(
            "forbidden",
            action === "decline"
              ? "Only the one asked to pay can decline it."
              : "Only the one who asked can cancel it.",
          );
        }
        const { rowCount } = await db.query(
          `UPDATE payment_requests SET status = $2, updated_at = $3 WHERE id = $1 AND status = 'open'`,
          [row.id, action === "decline" ? "declined" : "cancelled", clock()],
        );
        const after = (await readRequest(db, row.id))!;
        if (rowCount === 0) throw notOpen(after);
        return c.json(requestView(after, session.userId));
      },
    );
  close("decline");
  close("cancel");
}
