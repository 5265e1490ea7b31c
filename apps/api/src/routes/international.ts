import { corridorFor } from "@repo/pricing/corridors";
import { deliveryEstimates, type DeliveryMethod } from "@repo/pricing/delivery";
import { homeCountries } from "@repo/pricing/home-countries";
import { quoteFromSend } from "@repo/pricing/quote";
import { RATE_HOLD_MINUTES } from "@repo/pricing/rates";
import { uuidv7 } from "uuidv7";
import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { getUser } from "../auth/users.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";
import { systemAccount } from "../ledger/accounts.ts";
import { debit } from "../payments/debit.ts";
import { arrivesAt } from "../rails/sandbox-rail.ts";
import { MinorUnits, Pin, Uuid } from "./schemas.ts";

const QuoteView = v.object({
  id: Uuid,
  country: v.string(),
  send: v.string(),
  fee: v.string(),
  total: v.string(),
  sendCurrency: v.string(),
  receive: v.string(),
  receiveCurrency: v.string(),
  rate: v.string(),
  expiresAt: v.string(),
});

const deliveryMethods = Object.keys(deliveryEstimates) as DeliveryMethod[];

interface QuoteRow {
  id: string;
  country: string;
  send_currency: string;
  send_minor: bigint;
  fee_minor: bigint;
  receive_currency: string;
  receive_minor: bigint;
  rate: bigint;
  expires_at: Date;
}

/**
 * Money abroad: a quote held for a few minutes and used once, then linked transfers that post
 * together or not at all: the wallet pays amount and fee; the fee goes to fees; the amount buys
 * the destination currency through FX liquidity; the payout rail delivers it (held until then).
 */
export function internationalRoutes(book: RouteBook, deps: AppDeps) {
  const { db, clock } = deps;

  book.add(
    {
      method: "post",
      path: "/api/fx/quotes",
      operationId: "quoteAbroad",
      summary: `A quote for sending money abroad, held ${RATE_HOLD_MINUTES} minutes and usable by one transfer.`,
      tags: ["international"],
      auth: "session",
      body: v.object({ country: v.pipe(v.string(), v.length(2)), send: MinorUnits }),
      responses: {
        201: { description: "The quote", schema: v.object({ quote: QuoteView }) },
        401: { description: "No live session" },
        404: { description: "No corridor to that country" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const user = (await getUser(db, session.userId))!;
      const from = homeCountries[user.country].currency;
      const corridor = corridorFor(body.country.toUpperCase(), from);
      if (!corridor)
        throw new ApiError("not_found", "SangamPay does not send to that country yet.");
      const quote = quoteFromSend(corridor, Number(body.send), from);
      const now = clock();
      const id = uuidv7();
      const expiresAt = new Date(now.getTime() + RATE_HOLD_MINUTES * 60_000);
      await db.query(
        `INSERT INTO fx_quotes (id, user_id, country, send_currency, send_minor, fee_minor,
                                receive_currency, receive_minor, rate, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          user.id,
          corridor.country,
          from,
          quote.send.minor,
          quote.fee.minor,
          quote.receive.currency,
          quote.receive.minor,
          quote.rate,
          now,
          expiresAt,
        ],
      );
      return c.json(
        {
          quote: {
            id,
            country: corridor.country,
            send: String(quote.send.minor),
            fee: String(quote.fee.minor),
            total: String(quote.total.minor),
            sendCurrency: from,
            receive: String(quote.receive.minor),
            receiveCurrency: quote.receive.currency,
            rate: String(quote.rate),
            expiresAt: expiresAt.toISOString(),
          },
        },
        201,
      );
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/international",
      operationId: "sendAbroad",
      summary:
        "Sends money abroad at a held quote, once: amount and fee leave the wallet now; the payout is held until the rail delivers it.",
      tags: ["international"],
      auth: "session",
      body: v.object({
        id: Uuid,
        quoteId: Uuid,
        recipientName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
        recipientAccount: v.pipe(v.string(), v.trim(), v.minLength(4), v.maxLength(40)),
        delivery: v.picklist(deliveryMethods),
        pin: Pin,
      }),
      responses: {
        201: {
          description:
            "On its way: pending until the payout rail delivers it, by the delivery time of its way (10 minutes to mobile money or UPI, 2 days to a bank)",
        },
        401: { description: "No live session, or a wrong PIN" },
        409: { description: "The quote was used already, or the id was used for another payment" },
        410: { description: "The quote expired: ask for a new one" },
        422: { description: "Not enough money, or over a limit" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const payer = (await getUser(db, session.userId))!;
      const { rows } = await db.query<QuoteRow>(
        "SELECT * FROM fx_quotes WHERE id = $1 AND user_id = $2",
        [body.quoteId, payer.id],
      );
      const quote = rows[0];
      if (!quote) throw new ApiError("not_found", "No such quote.");
      if (
        !corridorFor(quote.country, homeCountries[payer.country].currency)?.methods.includes(
          body.delivery,
        )
      )
        throw new ApiError("invalid_body", "SangamPay does not deliver that way to that country.", [
          { path: "delivery", message: "Not a way of delivering to that country." },
        ]);
      const [fees, fxIn, fxOut, payout] = await Promise.all([
        systemAccount(db, "fees", quote.send_currency),
        systemAccount(db, "fx", quote.send_currency),
        systemAccount(db, "fx", quote.receive_currency),
        systemAccount(db, "payout", quote.receive_currency, "cross_border"),
      ]);
      const now = clock();
      const arrives = arrivesAt(body.delivery, now, deps.config.SANDBOX_RAIL_SECONDS);
      const total = quote.send_minor + quote.fee_minor;
      const result = await debit(deps, session, payer, {
        id: body.id,
        kind: "international",
        source: "wallet",
        mode: "hold",
        amount: total,
        credits: [
          ...(quote.fee_minor > 0n ? [{ account: fees.id, amount: quote.fee_minor }] : []),
          { account: fxIn.id, amount: quote.send_minor },
          { account: fxOut.id, amount: -quote.receive_minor },
          { account: payout.id, amount: quote.receive_minor },
        ],
        pin: body.pin,
        fingerprint: [body.quoteId, body.recipientName, body.recipientAccount, body.delivery],
        metadata: {
          destination: body.recipientAccount,
          payeeName: body.recipientName,
          payeeMasked: `•••• ${body.recipientAccount.slice(-4)}`,
          quote: body.quoteId,
          delivery: body.delivery,
          settle_at: arrives.toISOString(),
        },
        // A day past its arrival: a rail that never answers hands the money back (the sweeper).
        expiresAt: new Date(arrives.getTime() + 24 * 3_600_000),
        async claim(tx) {
          const claimed = await tx.query(
            `UPDATE fx_quotes SET used_by = $2
              WHERE id = $1 AND (used_by = $2 OR (used_by IS NULL AND expired_at IS NULL AND expires_at > $3))`,
            [body.quoteId, body.id, now],
          );
          if (claimed.rowCount === 0) {
            const used = await tx.query(
              "SELECT 1 FROM fx_quotes WHERE id = $1 AND used_by IS NOT NULL",
              [body.quoteId],
            );
            throw used.rowCount
              ? new ApiError(
                  "already_paid",
                  "This quote was used for another transfer: ask for a new one.",
                )
              : new ApiError("quote_expired", "This quote expired: ask for a new one.");
          }
        },
      });
      if (result.outcome === "replayed") c.header("Idempotent-Replayed", "true");
      return c.json(
        {
          transfer: {
            id: result.transfer.id,
            status: result.transfer.status,
            createdAt: result.transfer.createdAt,
            total: total.toString(),
            currency: quote.send_currency,
            receive: quote.receive_minor.toString(),
            receiveCurrency: quote.receive_currency,
          },
        },
        201,
      );
    },
  );
}
