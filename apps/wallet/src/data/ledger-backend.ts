import type { Balances } from "@repo/ledger/kinds";

import type { LedgerEntry, Payment, PaymentInput, PayRefusal } from "../lib/ledger";
import type { Backup, SetAside } from "./backup";
import type { BalanceCheck } from "./balance-check";

/** What the screens show without loading the whole history. */
export type LedgerView = {
  balances: Balances;
  /**
   * Newest first: at least the newest `RECENT_MIN` entries, and every entry of the newest
   * entry's month (so the monthly summary and today's spending are complete).
   */
  recent: LedgerEntry[];
  /** The oldest payment made in this wallet, for the first-payment offer. */
  firstPayment: LedgerEntry | null;
};

export const RECENT_MIN = 20;

export type DataHealth = {
  entries: number;
  setAside: SetAside[];
  balances: BalanceCheck;
};

/** A span of time in ms since 1970, both ends included; an open end reaches the first or last entry. */
export type TimeRange = { from?: number; to?: number };

/** The entries dated within a time range (both ends included), in their order. */
export function entriesIn(
  entries: readonly LedgerEntry[],
  { from = -Infinity, to = Infinity }: TimeRange,
): LedgerEntry[] {
  return entries.filter((entry) => {
    const at = Date.parse(entry.date);
    return at >= from && at <= to;
  });
}

export type PayResult = { ok: true; payment: Payment } | { ok: false; refusal: PayRefusal };

/**
 * How the person approved a payment: the PIN they entered (the server checks it again; the local
 * ledgers checked it already) and the id the confirm step made for this payment, which a retry
 * sends again so that the server moves the money once however many times it is asked.
 */
export type Approval = { pin: string; id: string };

/** Where the ledger lives: IndexedDB, or memory when the browser keeps nothing. */
export interface LedgerBackend {
  readonly kept: boolean;
  view(): Promise<LedgerView>;
  /** Checks and applies a payment against the stored balances, as one step. */
  pay(input: PaymentInput, now: Date, approval?: Approval): Promise<PayResult>;
  entry(id: string): Promise<LedgerEntry | null>;
  /** Payments made through payment links at or after `since` (ms), by link id. */
  linkPayments(since: number): Promise<Map<string, LedgerEntry>>;
  /** Every entry in the time range, newest first (the whole history without one). */
  history(range: TimeRange): Promise<LedgerEntry[]>;
  /**
   * Credits every offer earned and not yet credited (the first payment's cashback, BILLS5,
   * RECHARGE20: `@repo/ledger/offers`), each once per wallet and payment: true when it did now,
   * false when there is nothing to credit or it was credited before (here or in another tab).
   */
  creditFirstPayment(now: Date): Promise<boolean>;
  /** Reads every entry once: sets aside those that are not entries, checks the balances. */
  health(): Promise<DataHealth>;
  backup(now: Date): Promise<Backup>;
  /** Replaces everything with a backup's contents. */
  restore(backup: Backup): Promise<void>;
  /** Removes everything and starts again on the sample data. */
  erase(): Promise<void>;
}

/** Newest first, by time. */
export function byNewest(a: LedgerEntry, b: LedgerEntry): number {
  return Date.parse(b.date) - Date.parse(a.date);
}

/** The first day of `date`'s month, local time, in ms. */
export function monthStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), 1).getTime();
}
