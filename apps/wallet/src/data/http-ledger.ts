import { firstPaymentOf } from "@repo/ledger/cashback";
import { payerFee } from "@repo/ledger/fees";
import type { Balances } from "@repo/ledger/kinds";
import type { PersonalKind } from "@repo/ledger/kinds";
import * as v from "valibot";

import type { LedgerEntry, Payment, PaymentInput, PaymentStatus, PayRefusal } from "../lib/ledger";
import { api, type ApiResult } from "./api-client";
import { type Backup, BACKUP_FORMAT, BACKUP_VERSION } from "./backup";
import { checkBalances } from "./balance-check";
import {
  type Approval,
  type DataHealth,
  entriesIn,
  type LedgerBackend,
  type LedgerView,
  type PayResult,
  type TimeRange,
} from "./ledger-backend";

/**
 * The connected wallet's ledger: the account's money is on the server (its double-entry ledger
 * decides every payment), and this reads it and asks it to move money. Nothing is kept in the
 * browser, so there is nothing here to back up, restore or erase.
 */

const Minor = v.pipe(v.string(), v.regex(/^-?\d{1,18}$/));
const Me = v.object({
  balances: v.array(
    v.object({ kind: v.picklist(["wallet", "bank"]), currency: v.string(), available: Minor }),
  ),
});
const TransferStatus = v.picklist(["pending", "posted", "voided", "expired"]);
export const TransferView = v.object({
  id: v.string(),
  kind: v.string(),
  status: TransferStatus,
  direction: v.picklist(["sent", "received"]),
  amount: Minor,
  currency: v.string(),
  counterparty: v.object({ name: v.string(), maskedPhone: v.string() }),
  note: v.nullable(v.string()),
  createdAt: v.string(),
  /** When the status last changed (servers that give it). */
  updatedAt: v.optional(v.string()),
});
export type TransferView = v.InferOutput<typeof TransferView>;

/** What a payment's answer says of its transfer (money between people gives its whole view). */
const Paid = v.object({
  transfer: v.object({
    id: v.string(),
    status: TransferStatus,
    createdAt: v.string(),
    counterparty: v.optional(v.object({ name: v.string() })),
  }),
});
type Paid = v.InferOutput<typeof Paid>;

/** The wallet's word for a transfer's status: held money is on its way, voided money came back. */
export function statusOf(status: TransferView["status"]): PaymentStatus {
  if (status === "pending") return "Pending";
  return status === "posted" ? "Completed" : "Failed";
}

/** The wallet's kind of each of the server's transfer kinds (what the history files it under). */
const KIND_OF: Record<string, { kind: PersonalKind; category: LedgerEntry["category"] }> = {
  p2p: { kind: "mobile", category: "transfer" },
  add_money: { kind: "add-money", category: "add-money" },
  bank_transfer: { kind: "bank-account", category: "transfer" },
  bill: { kind: "bill", category: "bills" },
  recharge: { kind: "recharge", category: "recharge" },
  international: { kind: "international", category: "transfer" },
  cashback: { kind: "cashback", category: "cashback" },
};

/** A transfer as the history and the receipt show it. */
export function entryOfTransfer(transfer: TransferView): LedgerEntry {
  const minor = Number(transfer.amount);
  const sent = transfer.direction === "sent";
  const { kind, category } = KIND_OF[transfer.kind] ?? KIND_OF.p2p!;
  return {
    id: transfer.id,
    name: transfer.counterparty.name || transfer.counterparty.maskedPhone,
    amount: { minor: sent ? -minor : minor, currency: transfer.currency },
    type: sent ? "expense" : "income",
    category,
    date: transfer.createdAt,
    status: statusOf(transfer.status),
    ...(transfer.updatedAt && transfer.updatedAt !== transfer.createdAt
      ? { statusChangedAt: transfer.updatedAt }
      : {}),
    // What was paid or added here has a payment's receipt; what came in has the entry's.
    ...(sent || kind === "add-money"
      ? { kind, recipient: transfer.counterparty.maskedPhone, method: "wallet" as const }
      : {}),
    ...(transfer.note ? { note: transfer.note } : {}),
  };
}

/**
 * Where the server takes each kind of payment, and what it is sent: the approval's id is the
 * server's idempotency key. Undefined for a kind the server does not take yet.
 */
function requestFor(input: PaymentInput, approval: Approval) {
  const amount = String(input.amount.minor);
  const approved = { id: approval.id, pin: approval.pin };
  const recipient = input.recipient.trim();
  switch (input.kind) {
    case "mobile":
    case "upi":
      return {
        path: "/payments",
        json: {
          ...approved,
          to: input.kind === "mobile" ? { phone: recipient } : { upi: recipient },
          amount,
          currency: input.amount.currency,
          ...(input.note ? { note: input.note } : {}),
        },
      };
    case "add-money":
      // The server adds from the linked bank account; a card is not a rail it has.
      return input.method === "card"
        ? undefined
        : { path: "/add-money", json: { ...approved, amount } };
    case "bank-account":
      return {
        path: "/bank-transfers",
        json: {
          ...approved,
          accountNumber: recipient,
          branch: input.ifsc ?? input.sortCode ?? "",
          holderName: input.name ?? "",
          amount,
        },
      };
    case "request":
    case "link":
      // A request another account made of this one, or a merchant's link any account may pay:
      // the server knows its payee and amount.
      return input.requestId
        ? { path: `/requests/${encodeURIComponent(input.requestId)}/pay`, json: approved }
        : undefined;
    default:
      return undefined;
  }
}

/** What the server's refusal of a payment means to the person paying. */
export function refusalOf(result: Exclude<ApiResult<unknown>, { ok: true }>): PayRefusal {
  if (result.code === "unreachable" || result.status >= 500) return { reason: "no-answer" };
  if (result.code === "no_such_payee") return { reason: "no-account" };
  return { reason: "refused", message: result.message };
}

export class HttpLedger implements LedgerBackend {
  readonly kept = true;

  async view(): Promise<LedgerView> {
    const [me, history] = await Promise.all([
      api("/me", Me),
      api("/me/transfers", v.object({ transfers: v.array(TransferView) })),
    ]);
    if (!me.ok) throw new Error(`The account could not be read: ${me.message}`);
    const balanceOf = (kind: "wallet" | "bank") => {
      const found = me.data.balances.find((b) => b.kind === kind) ?? me.data.balances[0]!;
      return { minor: Number(found.available), currency: found.currency };
    };
    const balances: Balances = { wallet: balanceOf("wallet"), bank: balanceOf("bank") };
    const recent = history.ok ? history.data.transfers.map(entryOfTransfer) : [];
    // The first-payment offer's banner goes once the account has made the server's first payment
    // (its offers' rule): one that posted at once, never one held for an outside rail.
    const firstPayment = firstPaymentOf(
      recent.filter((entry) => entry.kind !== "bank-account" && entry.kind !== "international"),
    );
    return { balances, recent, firstPayment: firstPayment ?? null };
  }

  async pay(input: PaymentInput, now: Date, approval?: Approval): Promise<PayResult> {
    if (approval && input.kind === "international") return paidAbroad(input, now, approval);
    const request = approval && (requestFor(input, approval) ?? outsideRequestFor(input, approval));
    if (!request) return { ok: false, refusal: { reason: "not-connected" } };
    const answer = await api(request.path, Paid, { json: request.json });
    if (!answer.ok) return { ok: false, refusal: outsideRefusalOf(input, answer) };
    return { ok: true, payment: paymentOf(input, answer.data, now) };
  }

  async entry(id: string): Promise<LedgerEntry | null> {
    const found = await api(
      `/transfers/${encodeURIComponent(id)}`,
      v.object({ transfer: TransferView }),
    );
    return found.ok ? entryOfTransfer(found.data.transfer) : null;
  }

  linkPayments(): Promise<Map<string, LedgerEntry>> {
    return Promise.resolve(new Map<string, LedgerEntry>());
  }

  async history(range: TimeRange): Promise<LedgerEntry[]> {
    return entriesIn((await this.view()).recent, range);
  }

  /** The server's ledger credits its own offers. */
  creditFirstPayment(): Promise<boolean> {
    return Promise.resolve(false);
  }

  async health(): Promise<DataHealth> {
    const { balances, recent } = await this.view();
    // The server's ledger checks its own invariants (ledger_violations).
    return { entries: recent.length, setAside: [], balances: checkBalances(balances, balances) };
  }

  async backup(now: Date): Promise<Backup> {
    const { balances, recent } = await this.view();
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: now.toISOString(),
      balances,
      opening: balances,
      entries: recent,
      setAside: [],
    };
  }

  restore(): Promise<void> {
    return Promise.reject(new Error("The connected wallet's money is on the server."));
  }

  /** Nothing of the account's money is kept in this browser. */
  erase(): Promise<void> {
    return Promise.resolve();
  }
}

/** The receipt of a payment the server took, with its id, status and time. */
function paymentOf(input: PaymentInput, { transfer }: Paid, now: Date): Payment {
  return {
    id: transfer.id,
    kind: input.kind,
    recipient: input.recipient,
    name: transfer.counterparty?.name || input.name || input.recipient,
    method: input.method ?? "wallet",
    amount: input.amount,
    ...(input.kind === "international" ? { fee: payerFee(input.kind, input.amount) } : {}),
    ...(input.crossBorder ? { crossBorder: input.crossBorder } : {}),
    status: statusOf(transfer.status),
    date: transfer.createdAt || now.toISOString(),
    ...(input.note ? { note: input.note } : {}),
  };
}

/**
 * Payments to the outside the server takes: a recharge (its operator, and its plan or, for
 * airtime, the amount: the server prices a plan itself) and a bill (the server pays the amount
 * its biller has due). Undefined for what it does not take (prepaid meter units).
 */
function outsideRequestFor(input: PaymentInput, approval: Approval) {
  const approved = { id: approval.id, pin: approval.pin };
  const number = input.recipient.trim();
  if (input.kind === "recharge" && input.recharge) {
    const { operator, plan } = input.recharge;
    return {
      path: "/recharges",
      json: {
        ...approved,
        operator,
        number,
        ...(plan ? { plan } : { amount: String(input.amount.minor) }),
      },
    };
  }
  if (input.kind === "bill" && input.bill && !input.prepaid) {
    return {
      path: "/bills/pay",
      json: { ...approved, billerId: input.bill.billerId, consumerNumber: number },
    };
  }
  return undefined;
}

/**
 * A bill, request or link the server says is paid already is the ledger's own refusal, in the
 * person's words.
 */
function outsideRefusalOf(
  input: PaymentInput,
  result: Exclude<ApiResult<unknown>, { ok: true }>,
): PayRefusal {
  if (result.code === "already_paid") {
    if (input.kind === "bill") return { reason: "bill-paid" };
    // A request or link is paid once, whoever pays it: another phone got there first.
    if (input.requestId) return { reason: "link-paid" };
  }
  return refusalOf(result);
}

const Quote = v.object({
  quote: v.object({
    id: v.string(),
    send: Minor,
    fee: Minor,
    receive: Minor,
    receiveCurrency: v.string(),
    rate: Minor,
  }),
});

/**
 * The server's quote each payment abroad was sent with, by the payment's id: a retry sends the
 * same quote again (another would be another payment to the server).
 */
const quoteOfPayment = new Map<string, string>();

/**
 * Money abroad: the server quotes the amount (held a few minutes, used once); when its quote is
 * the one the confirm step showed (what arrives, the rate and the fee), the transfer goes at it;
 * when it differs, nothing is paid and the person is told, never charged another quote silently.
 * The way of delivering goes with it: the server holds the money for that way's delivery time.
 */
async function paidAbroad(input: PaymentInput, now: Date, approval: Approval): Promise<PayResult> {
  const shown = input.crossBorder;
  if (!shown) return { ok: false, refusal: { reason: "not-connected" } };
  let quoteId = quoteOfPayment.get(approval.id);
  if (!quoteId) {
    const quoted = await api("/fx/quotes", Quote, {
      json: { country: shown.country, send: String(input.amount.minor) },
    });
    if (!quoted.ok) return { ok: false, refusal: refusalOf(quoted) };
    const { quote } = quoted.data;
    const same =
      quote.send === String(input.amount.minor) &&
      quote.fee === String(payerFee("international", input.amount).minor) &&
      quote.receive === String(shown.receive.minor) &&
      quote.receiveCurrency === shown.receive.currency &&
      quote.rate === String(shown.rate);
    if (!same) return { ok: false, refusal: { reason: "quote-changed" } };
    quoteId = quote.id;
    quoteOfPayment.set(approval.id, quoteId);
  }
  const answer = await api("/international", Paid, {
    json: {
      id: approval.id,
      pin: approval.pin,
      quoteId,
      recipientName: input.name ?? input.recipient,
      recipientAccount: input.recipient.trim(),
      delivery: shown.delivery,
    },
  });
  if (!answer.ok) return { ok: false, refusal: refusalOf(answer) };
  quoteOfPayment.delete(approval.id);
  return { ok: true, payment: paymentOf(input, answer.data, now) };
}
