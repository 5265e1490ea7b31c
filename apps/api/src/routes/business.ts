import { BusinessName, businessVpa } from "@repo/forms/business";
import { paymentLegs } from "@repo/ledger/fees";
import { sampleBusiness } from "@repo/mock-data/business";
import { homeCountries } from "@repo/pricing/home-countries";
import type { Context } from "hono";
import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { getUser } from "../auth/users.ts";
import {
  type Business,
  businessById,
  businessOf,
  BusinessView,
  businessView,
  SettlementAccountView,
  settlementAccountView,
} from "../business/store.ts";
import type { Queryable } from "../db/database.ts";
import { ApiError } from "../http/errors.ts";
import type { AppEnv, RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";
import { findAccount, setHot, systemAccount } from "../ledger/accounts.ts";
import { readTransfer, type Transfer } from "../ledger/transfers.ts";
import { debit } from "../payments/debit.ts";
import { settleAt } from "../rails/sandbox-rail.ts";
import { BRANCH } from "./money-out.ts";
import { TransferView, viewOf } from "./payments.ts";
import { MinorUnits, Pin, Uuid } from "./schemas.ts";

const PutBusiness = v.object({
  /** Chosen by the client when the business signs up; the same id renames it afterwards. */
  id: Uuid,
  name: BusinessName,
  /** Where its settlements go; the sample business's account until it names one. */
  settlementAccount: v.optional(
    v.object({
      accountNumber: v.pipe(
        v.string(),
        v.regex(/^\d{9,18}$/, "An account number is 9 to 18 digits."),
      ),
      branch: v.pipe(v.string(), v.toUpperCase(), v.regex(BRANCH.IN, "Not an IFSC.")),
    }),
  ),
});

const SettlementView = v.object({
  id: Uuid,
  status: v.picklist(["pending", "posted", "voided", "expired"]),
  /** What left the wallet: the sales settled. */
  amount: v.string(),
  /** The settlement fee (the rulebook's rate), kept back. */
  fee: v.string(),
  /** What reaches the bank account. */
  toBank: v.string(),
  currency: v.string(),
  account: SettlementAccountView,
  createdAt: v.string(),
  /** When its status last changed. */
  updatedAt: v.string(),
  /** Why it failed (`account_not_found`, `rejected_by_receiver`, `expired`): the money came back. */
  reason: v.nullable(v.string()),
});

const Settlements = v.object({
  currency: v.string(),
  /** Sales not yet settled (nor on their way), as far as the wallet still holds them. */
  available: v.string(),
  settlements: v.array(SettlementView),
});

const SaleView = v.object({
  ...TransferView.entries,
  /** The payment link it paid (its id), null for a payment to the business's UPI ID. */
  linkId: v.nullable(v.string()),
});

const Sales = v.object({ currency: v.string(), sales: v.array(SaleView) });

/** How many sales `GET /api/me/sales` answers, newest first. */
const SALES_LIMIT = 200;

/** Settlement metadata is strings: what the view needs back. */
function settlementView(transfer: Transfer): v.InferOutput<typeof SettlementView> {
  const meta = transfer.metadata as Record<string, string | undefined>;
  const debitLeg = transfer.legs.find((leg) => leg.amount.startsWith("-"))!;
  const amount = BigInt(debitLeg.amount.slice(1));
  const fee = BigInt(meta.fee ?? "0");
  return {
    id: transfer.id,
    status: transfer.status,
    amount: amount.toString(),
    fee: fee.toString(),
    toBank: (amount - fee).toString(),
    currency: debitLeg.currency,
    account: settlementAccountView({
      settlementAccount: meta.destination ?? "",
      settlementBranch: meta.branch ?? "",
    }),
    createdAt: transfer.createdAt,
    updatedAt: transfer.resolvedAt ?? transfer.createdAt,
    reason: transfer.reason,
  };
}

/**
 * A wallet's sales not yet settled: what reached it as a sale (a payment link paid, a payment to
 * the business's UPI ID: metadata `sale`) less the settlements made of it, pending or done. A
 * failed settlement gave its money back, so its sales count again.
 */
async function unsettledSales(db: Queryable, wallet: string): Promise<bigint> {
  const { rows } = await db.query<{ sales: bigint; settled: bigint }>(
    `SELECT (SELECT coalesce(sum(l.amount), 0)::bigint FROM transfer_legs l
               JOIN transfers t ON t.id = l.transfer_id
              WHERE l.account_id = $1 AND l.amount > 0 AND t.status = 'posted'
                AND t.metadata ? 'sale') AS sales,
            (SELECT coalesce(-sum(l.amount), 0)::bigint FROM transfer_legs l
               JOIN transfers t ON t.id = l.transfer_id
              WHERE l.account_id = $1 AND l.amount < 0 AND t.kind = 'settlement'
                AND t.status IN ('pending', 'posted')) AS settled`,
    [wallet],
  );
  return BigInt(rows[0]!.sales) - BigInt(rows[0]!.settled);
}

/** The wallet of an account's home currency: the one its business is paid into. */
async function walletOf(db: Queryable, userId: string) {
  const owner = (await getUser(db, userId))!;
  const currency = homeCountries[owner.country].currency;
  const wallet = await findAccount(db, {
    ownerKind: "user",
    ownerId: owner.id,
    kind: "wallet",
    currency,
  });
  return { owner, currency, wallet: wallet! };
}

/**
 * The session's business and the wallet it is paid into: what every route of a business's book
 * starts with. No session: 401; an account with no business: 404.
 */
async function ownBusiness(c: Context<AppEnv>, deps: AppDeps) {
  const session = await requireSession(c, deps);
  const business = await businessOf(deps.db, session.userId);
  if (!business) throw new ApiError("not_found", "This account has no business yet.");
  return { session, business, ...(await walletOf(deps.db, session.userId)) };
}

/**
 * A business's wallet is credited by many customers at once and rarely pays: it is made hot, so
 * its sales are appended and rolled up rather than queued on its row lock. Made so in the same
 * transaction as the business's sign-up, and again at each rename (a business signed up before
 * this rule becomes hot then): there is never a business whose wallet is not hot.
 */
const makeHot = async (tx: Queryable, userId: string) =>
  setHot(tx, (await walletOf(tx, userId)).wallet.id, true);

/** How many UPI IDs a name may try before the sign-up is refused (others took the first ones). */
const VPA_ATTEMPTS = 50;

/**
 * A business per account (`PUT`/`GET /api/me/business`): its name and its own UPI ID, which
 * customers pay and its payment links carry; and its settlements (`POST /api/settlements`): sales
 * to the business's bank account through the sandbox's rail, with the rulebook's settlement fee.
 */
export function businessRoutes(book: RouteBook, deps: AppDeps) {
  const { db, clock } = deps;

  /**
   * A business wallet's transfers that meet `which` (a fixed SQL condition on its leg `l` and the
   * transfer `t`, never input), newest first, at most `limit`.
   */
  async function transfersOn(walletId: string, which: string, limit: number) {
    const { rows } = await db.query<{ transfer_id: string }>(
      `SELECT l.transfer_id FROM transfer_legs l JOIN transfers t ON t.id = l.transfer_id
        WHERE l.account_id = $1 AND ${which}
        ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
      [walletId, limit],
    );
    return Promise.all(rows.map((row) => readTransfer(db, row.transfer_id)));
  }

  book.add(
    {
      method: "put",
      path: "/api/me/business",
      operationId: "putBusiness",
      summary:
        "Signs the account's business up (201), or renames it (200, the same id): its own UPI ID is made from the first name (`lakshmi.tiffins@sangambiz`, the next one free if another business has it) and kept when it is renamed. Indian accounts only (UPI).",
      tags: ["business"],
      auth: "session",
      body: PutBusiness,
      responses: {
        200: { description: "Renamed", schema: v.object({ business: BusinessView }) },
        201: { description: "Signed up", schema: v.object({ business: BusinessView }) },
        400: { description: "Not valid, or not an Indian account" },
        401: { description: "No live session" },
        409: { description: "The account's business has another id, or the id is another's" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const owner = (await getUser(db, session.userId))!;
      if (owner.country !== "IN") {
        throw new ApiError("bad_request", "Business accounts take UPI payments: India only.");
      }
      const now = clock();
      const taken = () =>
        new ApiError("idempotency_conflict", "This account's business has another id.");
      const rename = async (tx: Queryable, business: Business) => {
        if (business.id !== body.id) throw taken();
        await tx.query(
          `UPDATE businesses SET name = $2, updated_at = $3,
                  settlement_account = coalesce($4, settlement_account),
                  settlement_branch = coalesce($5, settlement_branch)
            WHERE id = $1`,
          [
            business.id,
            body.name,
            now,
            body.settlementAccount?.accountNumber ?? null,
            body.settlementAccount?.branch ?? null,
          ],
        );
        await makeHot(tx, owner.id);
        return 200 as const;
      };
      const account = body.settlementAccount ?? {
        accountNumber: sampleBusiness.settlementAccount.accountNumber,
        branch: sampleBusiness.settlementAccount.ifsc,
      };
      const signUp = async (tx: Queryable) => {
        const existing = await businessOf(tx, owner.id);
        if (existing) return rename(tx, existing);
        for (let attempt = 1; attempt <= VPA_ATTEMPTS; attempt++) {
          const { rowCount } = await tx.query(
            `INSERT INTO businesses (id, owner_id, name, upi_id, settlement_account,
                                   settlement_branch, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT DO NOTHING`,
            [
              body.id,
              owner.id,
              body.name,
              businessVpa(body.name, attempt),
              account.accountNumber,
              account.branch,
              now,
            ],
          );
          if (rowCount === 1) {
            await makeHot(tx, owner.id);
            return 201 as const;
          }
          // Not made: this account's business was made at the same moment, or the id is another
          // business's, or another business has this UPI ID (then the next one is tried).
          const mine = await businessOf(tx, owner.id);
          if (mine) return rename(tx, mine);
          if (await businessById(tx, body.id)) throw taken();
        }
        throw new ApiError("bad_request", "Choose another name: its UPI IDs are all taken.");
      };
      // The business and its hot wallet are made (or renamed) in one transaction: both or neither.
      const status = await db.transaction(signUp);
      return c.json({ business: businessView((await businessOf(db, owner.id))!) }, status);
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/me/business",
      operationId: "getBusiness",
      summary: "The account's business: its name, its own UPI ID, where it settles.",
      tags: ["business"],
      auth: "session",
      responses: {
        200: { description: "The business", schema: v.object({ business: BusinessView }) },
        401: { description: "No live session" },
        404: { description: "This account has no business" },
      },
    },
    async (c) => {
      const { business } = await ownBusiness(c, deps);
      return c.json({ business: businessView(business) });
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/settlements",
      operationId: "settle",
      summary:
        "Moves the business's sales (at most what is unsettled) to its bank account by the sandbox's NEFT rail, with the PIN: held now, settled after the rail's delay, or given back whole if the bank refuses it (an account ending 0000 is unknown). The settlement fee (the rulebook's rate, rounded half up to the paisa) is kept back and goes to SangamPay's fee account. The client's id makes it once: the same id again answers the same; another amount, 409.",
      tags: ["business"],
      auth: "session",
      body: v.object({ id: Uuid, amount: MinorUnits, pin: Pin }),
      responses: {
        201: {
          description: "On its way (pending), or the replay of the first answer",
          schema: v.object({ settlement: SettlementView }),
        },
        401: { description: "No live session, or a wrong PIN" },
        404: { description: "This account has no business" },
        409: { description: "This id was used for another payment" },
        422: { description: "More than the unsettled sales, not enough money, or over a limit" },
        423: { description: "Payments paused after 3 wrong PINs" },
      },
    },
    async (c, body) => {
      const { session, business, owner, currency, wallet } = await ownBusiness(c, deps);
      const amount = BigInt(body.amount);
      const legs = paymentLegs("settlement", { minor: Number(amount), currency });
      const [bank, fees] = await Promise.all([
        findAccount(db, { ownerKind: "user", ownerId: owner.id, kind: "bank", currency }),
        systemAccount(db, "fees", currency),
      ]);
      const fee = BigInt(legs.fee.minor);
      const now = clock();
      const result = await debit(deps, session, owner, {
        id: body.id,
        kind: "settlement",
        source: "wallet",
        mode: "hold",
        amount,
        credits: [
          { account: bank!.id, amount: amount - fee },
          ...(fee > 0n ? [{ account: fees.id, amount: fee }] : []),
        ],
        pin: body.pin,
        fingerprint: [body.amount],
        metadata: {
          destination: business.settlementAccount,
          branch: business.settlementBranch,
          payeeName: business.name,
          payeeMasked: `•••• ${business.settlementAccount.slice(-4)}`,
          fee: fee.toString(),
          settle_at: settleAt("neft", now, deps.config.SANDBOX_RAIL_SECONDS).toISOString(),
        },
        expiresAt: new Date(now.getTime() + 24 * 3_600_000),
        // Counted with the wallet locked: two settlements at once cannot both take the same sales.
        async claim(tx) {
          if (await readTransfer(tx, body.id)) return; // a replay: the ledger answers it
          const unsettled = await unsettledSales(tx, wallet.id);
          if (amount > unsettled) {
            throw new ApiError(
              "limit_exceeded",
              "That is more than the sales not yet settled: read them again.",
            );
          }
        },
      });
      if (result.outcome === "replayed") c.header("Idempotent-Replayed", "true");
      return c.json({ settlement: settlementView(result.transfer) }, 201);
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/me/settlements",
      operationId: "listSettlements",
      summary:
        "The business's sales not yet settled (as far as the wallet still holds them) and its settlements, newest first (at most 50), each with its fee and status.",
      tags: ["business"],
      auth: "session",
      responses: {
        200: { description: "Sales to settle and settlements", schema: Settlements },
        401: { description: "No live session" },
        404: { description: "This account has no business" },
      },
    },
    async (c) => {
      const { currency, wallet } = await ownBusiness(c, deps);
      const transfers = await transfersOn(wallet.id, "t.kind = 'settlement'", 50);
      const unsettled = await unsettledSales(db, wallet.id);
      const spendable = wallet.balance - wallet.held;
      const available = unsettled < spendable ? unsettled : spendable;
      return c.json({
        currency,
        available: (available > 0n ? available : 0n).toString(),
        settlements: transfers.flatMap((t) => (t ? [settlementView(t)] : [])),
      });
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/me/sales",
      operationId: "listSales",
      summary: `The business's sales, newest first (at most ${SALES_LIMIT}): the payments its wallet received as sales (a payment link paid, a payment to its UPI ID), each as its owner sees it, with the link it paid.`,
      tags: ["business"],
      auth: "session",
      responses: {
        200: { description: "The sales", schema: Sales },
        401: { description: "No live session" },
        404: { description: "This account has no business" },
      },
    },
    async (c) => {
      const { currency, wallet } = await ownBusiness(c, deps);
      const transfers = await transfersOn(
        wallet.id,
        "l.amount > 0 AND t.metadata ? 'sale'",
        SALES_LIMIT,
      );
      const sales = transfers.flatMap((transfer) => {
        const view = transfer && viewOf(transfer, [wallet.id]);
        if (!view) return [];
        const meta = transfer.metadata as Record<string, string | undefined>;
        return [{ ...view, linkId: view.sale === "link" ? (meta.requestId ?? null) : null }];
      });
      return c.json({ currency, sales });
    },
  );
}
