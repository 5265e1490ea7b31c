import { findBiller, lookupBill } from "@repo/mock-data/billers";
import { homeCountries } from "@repo/pricing/home-countries";
import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { getUser } from "../auth/users.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";
import { findAccount, systemAccount } from "../ledger/accounts.ts";
import type { Transfer } from "../ledger/transfers.ts";
import { debit } from "../payments/debit.ts";
import { settleAt } from "../rails/sandbox-rail.ts";
import { MinorUnits, Pin, Uuid } from "./schemas.ts";

const Moved = v.object({
  transfer: v.object({
    id: Uuid,
    kind: v.string(),
    status: v.picklist(["pending", "posted", "voided", "expired"]),
    amount: v.string(),
    currency: v.string(),
    createdAt: v.string(),
  }),
});

const moved = (transfer: Transfer, amount: bigint) => ({
  transfer: {
    id: transfer.id,
    kind: transfer.kind,
    status: transfer.status,
    amount: amount.toString(),
    currency: transfer.legs[0]!.currency,
    createdAt: transfer.createdAt,
  },
});

/** Branch codes by home country: an Indian IFSC, a Zambian six-digit sort code. */
const BRANCH: Record<"IN" | "ZM", RegExp> = { IN: /^[A-Z]{4}0[A-Z0-9]{6}$/, ZM: /^\d{6}$/ };

const refusals = {
  401: { description: "No live session, or a wrong PIN" },
  409: { description: "This id was used for another payment, or this was already paid" },
  422: { description: "Not enough money, or over a limit" },
  423: { description: "Payments paused after 3 wrong PINs" },
};

/** Money between the account and the outside: add money, a bank transfer, a bill. */
export function moneyOutRoutes(book: RouteBook, deps: AppDeps) {
  const { db } = deps;
  const signedIn = async (c: Parameters<typeof requireSession>[0]) => {
    const session = await requireSession(c, deps);
    return { session, payer: (await getUser(db, session.userId))! };
  };

  book.add(
    {
      method: "post",
      path: "/api/add-money",
      operationId: "addMoney",
      summary: "Moves money from the linked bank account into the wallet, with the PIN.",
      tags: ["payments"],
      auth: "session",
      body: v.object({ id: Uuid, amount: MinorUnits, pin: Pin }),
      responses: { 201: { description: "Added", schema: Moved }, ...refusals },
    },
    async (c, body) => {
      const { session, payer } = await signedIn(c);
      const currency = homeCountries[payer.country].currency;
      const wallet = await findAccount(db, {
        ownerKind: "user",
        ownerId: payer.id,
        kind: "wallet",
        currency,
      });
      const amount = BigInt(body.amount);
      const result = await debit(deps, session, payer, {
        id: body.id,
        kind: "add_money",
        source: "bank",
        amount,
        credits: [{ account: wallet!.id, amount }],
        pin: body.pin,
        fingerprint: [body.amount],
        metadata: {},
      });
      if (result.outcome === "replayed") c.header("Idempotent-Replayed", "true");
      return c.json(moved(result.transfer, amount), 201);
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/bank-transfers",
      operationId: "sendToBank",
      summary:
        "Sends wallet money to a bank account by the sandbox's NEFT rail: held now, then posted after the rail's delay, or given back if the bank refuses it (an account number ending 0000 is unknown, 9999 rejected).",
      tags: ["payments"],
      auth: "session",
      body: v.object({
        id: Uuid,
        accountNumber: v.pipe(
          v.string(),
          v.regex(/^\d{9,18}$/, "An account number is 9 to 18 digits."),
        ),
        branch: v.pipe(v.string(), v.toUpperCase(), v.maxLength(11)),
        holderName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
        amount: MinorUnits,
        pin: Pin,
      }),
      responses: {
        201: { description: "Held, on its way (status pending)", schema: Moved },
        ...refusals,
      },
    },
    async (c, body) => {
      const { session, payer } = await signedIn(c);
      if (!BRANCH[payer.country].test(body.branch)) {
        throw new ApiError(
          "invalid_body",
          payer.country === "IN" ? "Not an IFSC." : "A sort code is 6 digits.",
          [
            {
              path: "branch",
              message: payer.country === "IN" ? "Not an IFSC." : "A sort code is 6 digits.",
            },
          ],
        );
      }
      const currency = homeCountries[payer.country].currency;
      const rail = await systemAccount(db, "payout", currency, "neft");
      const amount = BigInt(body.amount);
      const now = deps.clock();
      const result = await debit(deps, session, payer, {
        id: body.id,
        kind: "bank_transfer",
        source: "wallet",
        mode: "hold",
        amount,
        credits: [{ account: rail.id, amount }],
        pin: body.pin,
        fingerprint: [body.accountNumber, body.branch, body.holderName, body.amount],
        metadata: {
          destination: body.accountNumber,
          branch: body.branch,
          payeeName: body.holderName,
          payeeMasked: `•••• ${body.accountNumber.slice(-4)}`,
          settle_at: settleAt("neft", now, deps.config.SANDBOX_RAIL_SECONDS).toISOString(),
        },
        expiresAt: new Date(now.getTime() + 24 * 3_600_000),
      });
      if (result.outcome === "replayed") c.header("Idempotent-Replayed", "true");
      return c.json(moved(result.transfer, amount), 201);
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/bills/pay",
      operationId: "payBill",
      summary:
        "Pays the bill the biller has due for a consumer number (the amount is the biller's, not the client's), once: the same bill again is 409.",
      tags: ["payments"],
      auth: "session",
      body: v.object({
        id: Uuid,
        billerId: v.pipe(v.string(), v.maxLength(40)),
        consumerNumber: v.pipe(v.string(), v.maxLength(40)),
        pin: Pin,
      }),
      responses: {
        201: { description: "Paid", schema: Moved },
        404: { description: "No such biller, or nothing due for this number" },
        ...refusals,
      },
    },
    async (c, body) => {
      const { session, payer } = await signedIn(c);
      const biller = findBiller(body.billerId);
      const currency = homeCountries[payer.country].currency;
      if (!biller || biller.currency !== currency) {
        throw new ApiError("not_found", "No such biller for this account.");
      }
      const lookup = lookupBill(biller, body.consumerNumber, deps.clock());
      if (lookup.status !== "due")
        throw new ApiError("not_found", "Nothing is due for this number.");
      const { bill } = lookup;
      const payee = await systemAccount(db, "biller", currency, biller.id);
      const amount = BigInt(bill.amount) * 100n;
      const result = await debit(deps, session, payer, {
        id: body.id,
        kind: "bill",
        source: "wallet",
        amount,
        credits: [{ account: payee.id, amount }],
        pin: body.pin,
        fingerprint: [biller.id, bill.consumerNumber],
        paidOnceKey: `bill:${biller.id}:${bill.consumerNumber}:${bill.billDate}`,
        metadata: {
          payeeName: biller.name,
          payeeMasked: bill.consumerNumber,
          billDate: bill.billDate,
        },
      });
      if (result.outcome === "replayed") c.header("Idempotent-Replayed", "true");
      return c.json(moved(result.transfer, amount), 201);
    },
  );
}
