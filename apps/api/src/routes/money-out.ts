import { findBiller, lookupBill } from "@repo/mock-data/billers";
import { findOperator, rechargePlans } from "@repo/mock-data/operators";
import { bundles, isZambianNetwork } from "@repo/mock-data/zambian-operators";
import { homeCountries } from "@repo/pricing/home-countries";
import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { toE164 } from "../auth/phone.ts";
import { getUser } from "../auth/users.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";
import { findAccount, systemAccount } from "../ledger/accounts.ts";
import type { Transfer } from "../ledger/transfers.ts";
import { debit } from "../payments/debit.ts";
import { type OfferCreditMade, offersCreditedFor } from "../payments/offers.ts";
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
  /** The offers this payment earned, each credited to the wallet as its own transfer. */
  offers: v.array(v.object({ id: Uuid, offer: v.string(), code: v.string(), amount: v.string() })),
});

const moved = (transfer: Transfer, amount: bigint, offers: OfferCreditMade[] = []) => ({
  transfer: {
    id: transfer.id,
    kind: transfer.kind,
    status: transfer.status,
    amount: amount.toString(),
    currency: transfer.legs[0]!.currency,
    createdAt: transfer.createdAt,
  },
  offers: offers.map((credit) => ({ ...credit, amount: credit.amount.toString() })),
});

/** Branch codes by home country: an Indian IFSC, a Zambian six-digit sort code. */
export const BRANCH: Record<"IN" | "ZM", RegExp> = { IN: /^[A-Z]{4}0[A-Z0-9]{6}$/, ZM: /^\d{6}$/ };

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
      const amount = BigInt(bill.amount.minor);
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
      return c.json(moved(result.transfer, amount, await offersOf(c, result)), 201);
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/recharges",
      operationId: "recharge",
      summary:
        "Recharges a prepaid mobile number of the account's country, once per id: an operator's plan (India) or bundle (Zambia) at the operator's price, or Zambian airtime for an amount. The money goes to the operator's account; RECHARGE20 (AIRTIME5) credits its cashback.",
      tags: ["payments"],
      auth: "session",
      body: v.object({
        id: Uuid,
        operator: v.pipe(v.string(), v.maxLength(20)),
        number: v.pipe(v.string(), v.maxLength(20)),
        /** A plan's or bundle's id: its price is the amount. */
        plan: v.optional(v.pipe(v.string(), v.maxLength(40))),
        /** Airtime for an amount (Zambia), without a plan. */
        amount: v.optional(MinorUnits),
        pin: Pin,
      }),
      responses: {
        201: { description: "Recharged", schema: Moved },
        400: { description: "Not a mobile number of the account's country, or no plan nor amount" },
        404: { description: "No such operator or plan in the account's country" },
        ...refusals,
      },
    },
    async (c, body) => {
      const { session, payer } = await signedIn(c);
      const currency = homeCountries[payer.country].currency;
      const phone = toE164(body.number, payer.country);
      if (!phone) {
        throw new ApiError("invalid_body", "Not a mobile number of your country.", [
          { path: "number", message: "Not a mobile number of your country." },
        ]);
      }
      const price = rechargePrice(payer.country, body);
      const operator = await systemAccount(db, "biller", currency, `operator:${price.operator}`);
      const result = await debit(deps, session, payer, {
        id: body.id,
        kind: "recharge",
        source: "wallet",
        amount: price.amount,
        credits: [{ account: operator.id, amount: price.amount }],
        pin: body.pin,
        fingerprint: [price.operator, phone, body.plan ?? null, price.amount.toString()],
        metadata: {
          payeeName: price.name,
          payeeMasked: phone,
          operator: price.operator,
          plan: body.plan ?? null,
        },
      });
      return c.json(moved(result.transfer, price.amount, await offersOf(c, result)), 201);
    },
  );

  /** What a payment's answer says of its offers: made now, or (a replay) made the first time. */
  async function offersOf(
    c: { header: (name: string, value: string) => void },
    result: { outcome: "created" | "replayed"; transfer: Transfer; offers: OfferCreditMade[] },
  ) {
    if (result.outcome === "created") return result.offers;
    c.header("Idempotent-Replayed", "true");
    return offersCreditedFor(db, result.transfer.id);
  }
}

/**
 * What a recharge costs and whom it pays, from the operators' data: an Indian operator's plan,
 * a Zambian network's bundle, or Zambian airtime for the amount asked. Nothing of the client's
 * price is believed.
 */
function rechargePrice(
  country: "IN" | "ZM",
  body: { operator: string; plan?: string | undefined; amount?: string | undefined },
): { operator: string; name: string; amount: bigint } {
  const noPlan = () => new ApiError("not_found", "No such plan for this operator.");
  if ((body.plan === undefined) === (body.amount === undefined)) {
    throw new ApiError("invalid_body", "Send a plan or an amount, not both.");
  }
  if (country === "IN") {
    const operator = findOperator(body.operator);
    if (!operator) throw new ApiError("not_found", "No such operator in your country.");
    const plan = rechargePlans.find((p) => p.id === body.plan && p.operatorId === operator.id);
    if (!plan)
      throw body.amount === undefined ? noPlan() : new ApiError("invalid_body", "Choose a plan.");
    return {
      operator: operator.id,
      name: operator.name,
      amount: BigInt(plan.price.minor),
    };
  }
  if (!isZambianNetwork(body.operator)) {
    throw new ApiError("not_found", "No such operator in your country.");
  }
  if (body.amount !== undefined) {
    return { operator: body.operator, name: body.operator, amount: BigInt(body.amount) };
  }
  const bundle = bundles.find((b) => b.id === body.plan && b.network === body.operator);
  if (!bundle) throw noPlan();
  return {
    operator: body.operator,
    name: body.operator,
    amount: BigInt(bundle.price.minor),
  };
}
