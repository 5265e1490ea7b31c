import { inr } from "@repo/ledger/money";
import { sampleBusiness } from "@repo/mock-data/business";
import * as v from "valibot";

import type {
  BusinessBook,
  BusinessSale,
  BusinessSettlement,
  SettleResult,
} from "../lib/business/business-ledger";
import { api } from "./api-client";

/**
 * The business's book on the connected wallet: what the server received as its sales
 * (`GET /api/me/sales`) and its settlements (`GET /api/me/settlements`), and settling on the
 * server (`POST /api/settlements`). The local build keeps its book in IndexedDB instead
 * (`business-book.ts`); the business store chooses, no screen knows which.
 */

const Minor = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.safeInteger());

const SaleView = v.object({
  id: v.string(),
  status: v.string(),
  amount: Minor,
  counterparty: v.object({ name: v.string(), maskedPhone: v.string() }),
  createdAt: v.string(),
  linkId: v.nullable(v.string()),
});
const Sales = v.object({ sales: v.array(SaleView) });

const SettlementView = v.object({
  id: v.string(),
  status: v.picklist(["pending", "posted", "voided", "expired"]),
  amount: Minor,
  fee: Minor,
  toBank: Minor,
  createdAt: v.string(),
  reason: v.nullable(v.string()),
});
const Settlements = v.object({ available: Minor, settlements: v.array(SettlementView) });
/** The business's payout account as the server names it (no bank name for an unknown branch). */
const Payout = v.object({
  business: v.object({
    settlementAccount: v.object({
      bankName: v.nullable(v.string()),
      branch: v.string(),
      last4: v.string(),
    }),
  }),
});
const Settled = v.object({ settlement: SettlementView });

/** Server sales have no outlet: they are counted at the business's first. */
const OUTLET = sampleBusiness.outlets[0]!.id;

const STATUS = { pending: "Pending", posted: "Completed", voided: "Failed", expired: "Failed" };

function saleOf(sale: v.InferOutput<typeof SaleView>): BusinessSale {
  return {
    id: sale.id,
    kind: "sale",
    outletId: OUTLET,
    customer: sale.counterparty.name,
    payer: sale.counterparty.maskedPhone,
    amount: inr(sale.amount),
    date: sale.createdAt,
    status: sale.status === "posted" ? "Completed" : "Failed",
    ...(sale.linkId && { linkId: sale.linkId }),
    // The server keeps no fee back from a sale.
    fee: inr(0),
  };
}

export function settlementOf(settlement: v.InferOutput<typeof SettlementView>): BusinessSettlement {
  return {
    id: settlement.id,
    kind: "settlement",
    amount: inr(settlement.amount),
    fee: inr(settlement.fee),
    date: settlement.createdAt,
    status: STATUS[settlement.status] as BusinessSettlement["status"],
  };
}

/**
 * The server's book: its sales and settlements, newest first; the business balance is what it
 * may settle now, the bank what its settled settlements brought. Null when the server did not
 * answer both.
 */
export async function readServerBook(): Promise<BusinessBook | null> {
  const [sales, settlements, business] = await Promise.all([
    api("/me/sales", Sales),
    api("/me/settlements", Settlements),
    api("/me/business", Payout),
  ]);
  if (!sales.ok || !settlements.ok || !business.ok) return null;
  const payout = business.data.business.settlementAccount;
  const entries = [
    ...sales.data.sales.map(saleOf),
    ...settlements.data.settlements.map(settlementOf),
  ].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const bank = settlements.data.settlements
    .filter((s) => s.status === "posted")
    .reduce((sum, s) => sum + s.toBank, 0);
  return {
    balances: { business: inr(settlements.data.available), bank: inr(bank) },
    entries,
    // An unknown bank is named by its branch code.
    payoutAccount: { bankName: payout.bankName ?? payout.branch, last4: payout.last4 },
  };
}

/**
 * Settles `amount` (minor units) on the server with the PIN. `id` is the client's: the same id
 * sent again after a lost answer is answered the same, and never settles twice.
 */
export async function settleOnServer(
  id: string,
  amount: number,
  pin: string,
): Promise<SettleResult> {
  const answer = await api("/settlements", Settled, {
    method: "POST",
    json: { id, amount: String(amount), pin },
  });
  if (answer.ok) return { ok: true, settlement: settlementOf(answer.data.settlement) };
  if (answer.status === 0 || answer.status >= 500) return { ok: false, reason: "no-answer" };
  return { ok: false, reason: "refused", message: answer.message };
}

/**
 * The server's book to show: as read now, else the one shown before (the server did not
 * answer), else an empty one.
 */
export async function serverBook(shown: BusinessBook | undefined): Promise<BusinessBook> {
  return (
    (await readServerBook()) ??
    shown ?? { balances: { business: inr(0), bank: inr(0) }, entries: [] }
  );
}

/** Settles the whole business balance of the book shown (nothing to settle when it is empty). */
export function settleWhole(
  id: string,
  shown: BusinessBook | undefined,
  pin: string,
): Promise<SettleResult> {
  const amount = shown?.balances.business.minor ?? 0;
  if (amount <= 0) return Promise.resolve({ ok: false, reason: "nothing-to-settle" });
  return settleOnServer(id, amount, pin);
}
