import type { Balances } from "@repo/ledger/kinds";
import * as v from "valibot";

import type { LedgerEntry, Payment, PaymentInput, PayRefusal } from "../lib/ledger";
import { api, type ApiResult } from "./api-client";
import { type Backup, BACKUP_FORMAT, BACKUP_VERSION } from "./backup";
import { checkBalances } from "./balance-check";
import type { DataHealth, LedgerBackend, LedgerView, PayResult, TimeRange } from "./ledger-backend";

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
export const TransferView = v.object({
  id: v.string(),
  kind: v.string(),
  status: v.picklist(["pending", "posted", "voided", "expired"]),
  direction: v.picklist(["sent", "received"]),
  amount: Minor,
  currency: v.string(),
  counterparty: v.object({ name: v.string(), maskedPhone: v.string() }),
  note: v.nullable(v.string()),
  createdAt: v.string(),
});
export type TransferView = v.InferOutput<typeof TransferView>;

/** A payment between people as the history and the receipt show it. */
export function entryOfTransfer(transfer: TransferView): LedgerEntry {
  const minor = Number(transfer.amount);
  const sent = transfer.direction === "sent";
  return {
    id: transfer.id,
    name: transfer.counterparty.name || transfer.counterparty.maskedPhone,
    amount: { minor: sent ? -minor : minor, currency: transfer.currency },
    type: sent ? "expense" : "income",
    category: "transfer",
    date: transfer.createdAt,
    status: "Completed",
    kind: "mobile",
    recipient: transfer.counterparty.maskedPhone,
    method: "wallet",
    ...(transfer.note ? { note: transfer.note } : {}),
  };
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
    return { balances, recent, firstPayment: null };
  }

  async pay(input: PaymentInput, now: Date, pin?: string): Promise<PayResult> {
    if (input.kind !== "mobile" && input.kind !== "upi") {
      return {
        ok: false,
        refusal: { reason: "refused", message: "Not available yet on the connected wallet." },
      };
    }
    const to = input.kind === "mobile" ? { phone: input.recipient } : { upi: input.recipient };
    const answer = await api("/payments", v.object({ transfer: TransferView }), {
      json: {
        id: crypto.randomUUID(),
        to,
        amount: String(input.amount.minor),
        currency: input.amount.currency,
        ...(input.note ? { note: input.note } : {}),
        pin,
      },
    });
    if (!answer.ok) return { ok: false, refusal: refusalOf(answer) };
    const { transfer } = answer.data;
    const payment: Payment = {
      id: transfer.id,
      kind: input.kind,
      recipient: input.recipient,
      name: transfer.counterparty.name,
      method: "wallet",
      amount: input.amount,
      status: "Completed",
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
