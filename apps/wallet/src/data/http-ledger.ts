import { firstPaymentOf } from "@repo/ledger/cashback";
import type { Balances } from "@repo/ledger/kinds";
import type { PersonalKind } from "@repo/ledger/kinds";
import * as v from "valibot";

import type { LedgerEntry, Payment, PaymentInput, PaymentStatus, PayRefusal } from "../lib/ledger";
import { api, type ApiResult } from "./api-client";
import { type Backup, BACKUP_FORMAT, BACKUP_VERSION } from "./backup";
import { checkBalances } from "./balance-check";
import type {
  Approval,
  DataHealth,
  LedgerBackend,
  LedgerView,
  PayResult,
  TimeRange,
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
  international: { kind: "international", category: "transfer" },
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
    // The first-payment offer's banner goes once the account has paid anyone (rulebook's kinds).
    return { balances, recent, firstPayment: firstPaymentOf(recent) ?? null };
  }

  async pay(input: PaymentInput, now: Date, approval?: Approval): Promise<PayResult> {
    const request = approval && requestFor(input, approval);
    if (!request) return { ok: false, refusal: { reason: "not-connected" } };
    const answer = await api(request.path, Paid, { json: request.json });
    if (!answer.ok) return { ok: false, refusal: refusalOf(answer) };
    const { transfer } = answer.data;
    const payment: Payment = {
      id: transfer.id,
      kind: input.kind,
      recipient: input.recipient,
      name: transfer.counterparty?.name || input.name || input.recipient,
      method: input.method ?? "wallet",
      amount: input.amount,
      status: statusOf(transfer.status),
      date: transfer.createdAt || now.toISOString(),
      ...(input.note ? { note: input.note } : {}),
    };
    return { ok: true, payment };
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

  async history({ from = -Infinity, to = Infinity }: TimeRange): Promise<LedgerEntry[]> {
    const { recent } = await this.view();
    return recent.filter((entry) => {
      const at = Date.parse(entry.date);
      return at >= from && at <= to;
    });
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
