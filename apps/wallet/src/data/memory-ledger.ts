import { firstPaymentOf } from "@repo/ledger/cashback";
import { moveBalances } from "@repo/ledger/payment";
import { settledAsOf } from "@repo/ledger/settlement";
import type { HomeCountryCode } from "@repo/pricing/home-countries";

import { applyPayment, type LedgerEntry, type PaymentInput } from "../lib/ledger";
import { offerCreditsDue } from "../lib/rewards";
import { type Backup, BACKUP_FORMAT, BACKUP_VERSION } from "./backup";
import { checkBalances } from "./balance-check";
import {
  byNewest,
  type DataHealth,
  type LedgerBackend,
  type LedgerView,
  monthStart,
  type PayResult,
  RECENT_MIN,
  type TimeRange,
} from "./ledger-backend";
import { readLegacyLedger } from "./legacy-storage";
import { dataFromLegacy, type LedgerData, sampleData } from "./starting-data";

/**
 * The ledger in memory, for browsers that keep nothing (IndexedDB blocked): the same rules
 * (@repo/ledger, through `applyPayment`, over every entry it holds), gone when the tab closes.
 */
export class MemoryLedger implements LedgerBackend {
  readonly kept = false;
  private data: LedgerData;

  /**
   * A home country's sample; India's starts from an older wallet's localStorage ledger when there
   * is one (and leaves it there).
   */
  constructor(private readonly country: HomeCountryCode = "IN") {
    const legacy = country === "IN" ? readLegacyLedger() : null;
    this.data = legacy ? dataFromLegacy(legacy, new Date()) : sampleData(country);
  }

  /** Every entry as it stands now: money abroad arrived once its time has come. */
  private entriesNow(): LedgerEntry[] {
    const now = new Date();
    return this.data.entries.map((entry) => settledAsOf(entry, now));
  }

  view(): Promise<LedgerView> {
    const { balances } = this.data;
    const entries = this.entriesNow();
    const newest = entries[0];
    const since = newest ? monthStart(new Date(newest.date)) : 0;
    const recent = entries.filter(
      (entry, index) => index < RECENT_MIN || Date.parse(entry.date) >= since,
    );
    return Promise.resolve({ balances, recent, firstPayment: firstPaymentOf(entries) ?? null });
  }

  pay(input: PaymentInput, now: Date): Promise<PayResult> {
    const outcome = applyPayment(
      { balances: this.data.balances, transactions: this.data.entries },
      input,
      now,
    );
    if (!outcome.ok) return Promise.resolve(outcome);
    this.data = {
      ...this.data,
      balances: outcome.ledger.balances,
      entries: outcome.ledger.transactions,
    };
    return Promise.resolve({ ok: true, payment: outcome.payment });
  }

  entry(id: string) {
    return Promise.resolve(this.entriesNow().find((entry) => entry.id === id) ?? null);
  }

  linkPayments(since: number) {
    const paid = new Map<string, LedgerEntry>();
    for (const entry of this.entriesNow()) {
      if (entry.linkId && Date.parse(entry.date) >= since) paid.set(entry.linkId, entry);
    }
    return Promise.resolve(paid);
  }

  history({ from = -Infinity, to = Infinity }: TimeRange): Promise<LedgerEntry[]> {
    return Promise.resolve(
      this.entriesNow().filter((entry) => {
        const at = Date.parse(entry.date);
        return at >= from && at <= to;
      }),
    );
  }

  creditFirstPayment(now: Date): Promise<boolean> {
    let { balances, entries } = this.data;
    const due = offerCreditsDue(entries, balances.wallet.currency, now);
    for (const credit of due) {
      const outcome = applyPayment({ balances, transactions: [] }, credit.input, credit.at);
      if (!outcome.ok) continue;
      balances = outcome.ledger.balances;
      entries = [{ ...outcome.ledger.transactions[0]!, id: credit.id }, ...entries];
    }
    if (entries === this.data.entries) return Promise.resolve(false);
    this.data = { ...this.data, balances, entries: entries.sort(byNewest) };
    return Promise.resolve(true);
  }

  health(): Promise<DataHealth> {
    const { balances, opening, entries, setAside } = this.data;
    return Promise.resolve({
      entries: entries.length,
      setAside,
      balances: checkBalances(balances, moveBalances(opening, entries)),
    });
  }

  backup(now: Date): Promise<Backup> {
    return Promise.resolve({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: now.toISOString(),
      ...this.data,
    });
  }

  restore(backup: Backup): Promise<void> {
    const { balances, opening, entries, setAside } = backup;
    this.data = { balances, opening, entries: [...entries].sort(byNewest), setAside };
    return Promise.resolve();
  }

  erase(): Promise<void> {
    this.data = sampleData(this.country);
    return Promise.resolve();
  }
}
