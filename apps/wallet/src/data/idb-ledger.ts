import { FIRST_PAYMENT_KINDS, firstPaymentOf } from "@repo/ledger/cashback";
import type { Balances, PaymentKind } from "@repo/ledger/kinds";
import { entryKey, paidOnceKey, paidThingOf } from "@repo/ledger/paid-once";
import { moveBalances } from "@repo/ledger/payment";
import { settledAsOf } from "@repo/ledger/settlement";
import { homeCountries, type HomeCountryCode } from "@repo/pricing/home-countries";
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from "idb";

import { applyPayment, type LedgerEntry, type PaymentInput, transactionId } from "../lib/ledger";
import { offerCreditsDue, rewardedKinds } from "../lib/rewards";
import { ledgerDatabaseName, localStorageNames } from "../lib/storage-names";
import { type Backup, BACKUP_FORMAT, BACKUP_VERSION, type SetAside } from "./backup";
import { checkBalances, noBalances } from "./balance-check";
import { validBalances, validEntry } from "./entry-schema";
import {
  type DataHealth,
  type LedgerBackend,
  type LedgerView,
  monthStart,
  type PayResult,
  RECENT_MIN,
  type TimeRange,
} from "./ledger-backend";
import { readLegacyLedger, removeLegacyLedger } from "./legacy-storage";
import { dataFromLegacy, idOf, type LedgerData, sampleData } from "./starting-data";

/**
 * The ledger in IndexedDB. Entries are records of their own, indexed by time, so a payment adds
 * one record and updates the balances in one transaction, and screens read only the newest.
 * Each home country's ledger is a database of its own; this is India's.
 */
export const DB_NAME = ledgerDatabaseName("IN");

/**
 * Notes whether this country's ledger has made its first payment, for the dashboard frame's
 * script, which cannot read IndexedDB (lib/shell-scripts.ts hideSpentOffer).
 */
function notePaid(country: HomeCountryCode, paid: boolean) {
  const name = localStorageNames.firstPaymentMade;
  try {
    const noted = new Set<unknown>(JSON.parse(localStorage.getItem(name) ?? "[]") as unknown[]);
    noted[paid ? "add" : "delete"](country);
    localStorage.setItem(name, JSON.stringify([...noted]));
  } catch {
    // No storage, or a note that is not a list: the frame keeps offering, as the app did.
  }
}

/** Each home country's ledger is a database of its own: India's is the wallet's first one. */
/**
 * Version 1: balances, entries (by time; by kind and time), set-aside entries, meta. Version 2:
 * entries by what they paid once (`once`), and every entry's kind as today's (`currentKind`).
 */
export const DB_VERSION = 2;

/** An entry as stored: its id and time beside it, for the indexes. */
type EntryRecord = {
  id: string;
  /** Milliseconds since 1970, from `entry.date`. */
  at: number;
  /** Only payments made here have one (and appear in the `kindAt` index). */
  kind?: string;
  /** What the entry paid once (`entryKey`), for the `once` index. */
  once?: string;
  entry: LedgerEntry;
};

interface WalletDB extends DBSchema {
  balances: { key: "current" | "opening"; value: Balances };
  entries: {
    key: string;
    value: EntryRecord;
    indexes: { at: number; kindAt: [string, number]; once: string };
  };
  setAside: { key: number; value: SetAside };
  meta: { key: "schema"; value: { version: number; startedFrom: "sample" | "localStorage" } };
}

type Db = IDBPDatabase<WalletDB>;
type StoreName = "balances" | "entries" | "setAside" | "meta";

function toRecord(entry: LedgerEntry): EntryRecord {
  const once = entryKey(entry);
  return {
    id: entry.id,
    at: Date.parse(entry.date),
    ...(entry.kind ? { kind: entry.kind } : {}),
    ...(once ? { once } : {}),
    entry,
  };
}

/**
 * The entry in a stored record as it stands now (money abroad arrived once its time has come:
 * `settledAsOf`), or null when the record is not a sound one.
 */
function fromRecord(record: unknown): LedgerEntry | null {
  if (typeof record !== "object" || record === null) return null;
  const { id, at, entry } = record as Partial<EntryRecord>;
  const valid = validEntry(entry);
  return valid && valid.id === id && Date.parse(valid.date) === at
    ? settledAsOf(valid, new Date())
    : null;
}

function fill(
  tx: IDBPTransaction<WalletDB, StoreName[], "readwrite" | "versionchange">,
  data: LedgerData,
) {
  void tx.objectStore("balances").put(data.balances, "current");
  void tx.objectStore("balances").put(data.opening, "opening");
  const entries = tx.objectStore("entries");
  for (const entry of data.entries) void entries.put(toRecord(entry));
  const setAside = tx.objectStore("setAside");
  for (const item of data.setAside) void setAside.add(item);
}

type EntriesTx = IDBPTransaction<WalletDB, ("balances" | "entries")[], "readonly" | "readwrite">;

/**
 * The oldest sound entry of each kind that counts as a first payment (`FIRST_PAYMENT_KINDS`, by
 * the `kindAt` index), for `firstPaymentOf` to choose from; records found broken on the way.
 */
async function firstOfEachKind(tx: EntriesTx, broken: string[]): Promise<LedgerEntry[]> {
  const found: LedgerEntry[] = [];
  const byKind = tx.objectStore("entries").index("kindAt");
  for (const kind of FIRST_PAYMENT_KINDS) {
    let first = await byKind.openCursor(IDBKeyRange.bound([kind, -Infinity], [kind, Infinity]));
    while (first) {
      const entry = fromRecord(first.value);
      if (entry) {
        found.push(entry);
        break;
      }
      broken.push(first.primaryKey);
      first = await first.continue();
    }
  }
  return found;
}

/** Every sound line of these kinds (the payments an offer rewards each time). */
async function linesOfKinds(tx: EntriesTx, kinds: readonly PaymentKind[]): Promise<LedgerEntry[]> {
  const byKind = tx.objectStore("entries").index("kindAt");
  const found: LedgerEntry[] = [];
  for (const kind of new Set(kinds)) {
    const records = await byKind.getAll(IDBKeyRange.bound([kind, -Infinity], [kind, Infinity]));
    for (const record of records) {
      const entry = fromRecord(record);
      if (entry) found.push(entry);
    }
  }
  return found;
}

/** Version 1's records in today's form: kinds as today's, and their `once` key for the index. */
async function upgradeRecords(
  tx: IDBPTransaction<WalletDB, StoreName[], "versionchange">,
): Promise<void> {
  let cursor = await tx.objectStore("entries").openCursor();
  while (cursor) {
    // A record that is not a sound entry stays as it is, to be set aside when it is read.
    const entry = fromRecord(cursor.value);
    if (entry) await cursor.update(toRecord(entry));
    cursor = await cursor.continue();
  }
}

export class IdbLedger implements LedgerBackend {
  readonly kept = true;
  private constructor(
    private readonly db: Db,
    private readonly country: HomeCountryCode,
  ) {}

  private get currency(): string {
    return homeCountries[this.country].currency;
  }

  /**
   * Opens (and on the first start creates) a home country's database; rejects where IndexedDB is
   * unusable. India's first start takes over an older wallet's localStorage ledger.
   */
  static async open(now = new Date(), country: HomeCountryCode = "IN"): Promise<IdbLedger> {
    let movedLegacy = false;
    const db = await openDB<WalletDB>(ledgerDatabaseName(country), DB_VERSION, {
      upgrade(db, oldVersion, _newVersion, tx) {
        if (oldVersion < 1) {
          db.createObjectStore("balances");
          const entries = db.createObjectStore("entries", { keyPath: "id" });
          entries.createIndex("at", "at");
          entries.createIndex("kindAt", ["kind", "at"]);
          entries.createIndex("once", "once");
          db.createObjectStore("setAside", { autoIncrement: true });
          db.createObjectStore("meta");
          const legacy = country === "IN" ? readLegacyLedger() : null;
          fill(tx, legacy ? dataFromLegacy(legacy, now) : sampleData(country));
          void tx
            .objectStore("meta")
            .put(
              { version: DB_VERSION, startedFrom: legacy ? "localStorage" : "sample" },
              "schema",
            );
          movedLegacy = legacy !== null;
        } else if (oldVersion < 2) {
          tx.objectStore("entries").createIndex("once", "once");
          void upgradeRecords(tx);
        }
      },
      blocking() {
        // A newer version of the wallet opened in another tab: let it upgrade.
        db.close();
      },
    });
    if (movedLegacy) removeLegacyLedger();
    return new IdbLedger(db, country);
  }

  async view(): Promise<LedgerView> {
    const tx = this.db.transaction(["balances", "entries"], "readonly");
    const balances = validBalances(await tx.objectStore("balances").get("current"));
    const recent: LedgerEntry[] = [];
    const broken: string[] = [];
    let since: number | null = null;
    let cursor = await tx.objectStore("entries").index("at").openCursor(null, "prev");
    while (cursor) {
      const entry = fromRecord(cursor.value);
      if (!entry) {
        broken.push(cursor.primaryKey);
      } else {
        since ??= monthStart(new Date(entry.date));
        if (recent.length >= RECENT_MIN && cursor.value.at < since) break;
        recent.push(entry);
      }
      cursor = await cursor.continue();
    }
    const firstPayment = firstPaymentOf(await firstOfEachKind(tx, broken)) ?? null;
    await tx.done;
    notePaid(this.country, firstPayment !== null);
    if (broken.length > 0) await this.setAside(broken);
    return {
      balances: balances ?? noBalances(this.currency),
      recent,
      firstPayment,
    };
  }

  async pay(input: PaymentInput, now: Date): Promise<PayResult> {
    const tx = this.db.transaction(["balances", "entries"], "readwrite");
    const balancesStore = tx.objectStore("balances");
    const entries = tx.objectStore("entries");
    const balances = validBalances(await balancesStore.get("current"));
    if (!balances) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new Error("The stored balances cannot be read");
    }
    // What the rules must see: today's entries (the daily limit) and any entry that already paid
    // what this pays once, on any day (found by the `once` index).
    const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    const thing = paidThingOf(input);
    const records = [
      ...(await entries.index("at").getAll(IDBKeyRange.lowerBound(dayStart))),
      ...(thing ? await entries.index("once").getAll(paidOnceKey(thing)) : []),
    ];
    const today = records.map(fromRecord).filter((entry) => entry !== null);
    const outcome = applyPayment({ balances, transactions: today }, input, now);
    if (!outcome.ok) {
      await tx.done;
      return outcome;
    }
    let { payment } = outcome;
    const taken = new Set(today.map((entry) => entry.id));
    while ((await entries.getKey(payment.id)) !== undefined) {
      taken.add(payment.id);
      payment = { ...payment, id: transactionId(now.getTime(), taken) };
    }
    const entry = { ...outcome.ledger.transactions[0]!, id: payment.id };
    await entries.add(toRecord(entry));
    await balancesStore.put(outcome.ledger.balances, "current");
    await tx.done;
    return { ok: true, payment };
  }

  async entry(id: string): Promise<LedgerEntry | null> {
    const record = await this.db.get("entries", id);
    if (record === undefined) return null;
    const entry = fromRecord(record);
    if (!entry) await this.setAside([id]);
    return entry;
  }

  async linkPayments(since: number): Promise<Map<string, LedgerEntry>> {
    const paid = new Map<string, LedgerEntry>();
    const records = await this.db.getAllFromIndex("entries", "at", IDBKeyRange.lowerBound(since));
    for (const record of records) {
      const entry = fromRecord(record);
      if (entry?.linkId) paid.set(entry.linkId, entry);
    }
    return paid;
  }

  async history({ from, to }: TimeRange): Promise<LedgerEntry[]> {
    const range =
      from === undefined && to === undefined
        ? null
        : IDBKeyRange.bound(from ?? -Infinity, to ?? Infinity);
    const records = await this.db.getAllFromIndex("entries", "at", range);
    const entries: LedgerEntry[] = [];
    const broken: string[] = [];
    for (let i = records.length - 1; i >= 0; i -= 1) {
      const entry = fromRecord(records[i]);
      if (entry) entries.push(entry);
      else broken.push(records[i]!.id);
    }
    if (broken.length > 0) await this.setAside(broken);
    return entries;
  }

  async creditFirstPayment(now: Date): Promise<boolean> {
    const tx = this.db.transaction(["balances", "entries"], "readwrite");
    const entries = tx.objectStore("entries");
    let balances = validBalances(await tx.objectStore("balances").get("current"));
    const lines = balances
      ? [
          ...(await firstOfEachKind(tx, [])),
          ...(await linesOfKinds(tx, rewardedKinds(this.currency))),
        ]
      : [];
    let credited = false;
    for (const credit of offerCreditsDue(lines, this.currency, now)) {
      // A record under the credit's id (sound or not) means it was credited, here or in another
      // tab.
      if (!balances || (await entries.getKey(credit.id)) !== undefined) continue;
      const outcome = applyPayment({ balances, transactions: [] }, credit.input, credit.at);
      if (!outcome.ok) continue;
      await entries.add(toRecord({ ...outcome.ledger.transactions[0]!, id: credit.id }));
      balances = outcome.ledger.balances;
      credited = true;
    }
    if (credited && balances) await tx.objectStore("balances").put(balances, "current");
    await tx.done;
    return credited;
  }

  /** Moves records that are not sound entries to the set-aside store, as they were found. */
  private async setAside(keys: string[]): Promise<void> {
    const tx = this.db.transaction(["entries", "setAside"], "readwrite");
    const setAsideAt = new Date().toISOString();
    for (const key of new Set(keys)) {
      const raw: unknown = await tx.objectStore("entries").get(key);
      if (raw === undefined || fromRecord(raw)) continue;
      const stored = (raw as { entry?: unknown }).entry;
      await tx
        .objectStore("setAside")
        .add({ id: idOf(stored) ?? key, raw: stored ?? raw, setAsideAt });
      await tx.objectStore("entries").delete(key);
    }
    await tx.done;
  }

  async health(): Promise<DataHealth> {
    const broken: string[] = [];
    let count = 0;
    const tx = this.db.transaction(["balances", "entries"], "readonly");
    const kept = validBalances(await tx.objectStore("balances").get("current"));
    const opening = validBalances(await tx.objectStore("balances").get("opening"));
    let fromEntries = opening ?? noBalances(this.currency);
    let cursor = await tx.objectStore("entries").openCursor();
    while (cursor) {
      const entry = fromRecord(cursor.value);
      if (entry) {
        count += 1;
        fromEntries = moveBalances(fromEntries, [entry]);
      } else {
        broken.push(cursor.primaryKey);
      }
      cursor = await cursor.continue();
    }
    await tx.done;
    if (broken.length > 0) await this.setAside(broken);
    return {
      entries: count,
      setAside: await this.db.getAll("setAside"),
      balances:
        kept && opening
          ? checkBalances(kept, fromEntries)
          : { ok: false, kept: kept ?? noBalances(this.currency), fromEntries },
    };
  }

  async backup(now: Date): Promise<Backup> {
    await this.health();
    const tx = this.db.transaction(["balances", "entries", "setAside"], "readonly");
    const balances = validBalances(await tx.objectStore("balances").get("current"));
    const opening = validBalances(await tx.objectStore("balances").get("opening"));
    const records = await tx.objectStore("entries").index("at").getAll();
    const setAside = await tx.objectStore("setAside").getAll();
    await tx.done;
    const entries = records
      .map(fromRecord)
      .filter((entry) => entry !== null)
      .reverse();
    const { balances: sample } = sampleData(this.country);
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: now.toISOString(),
      balances: balances ?? sample,
      opening: opening ?? sample,
      entries,
      setAside,
    };
  }

  private async replaceAll(data: LedgerData): Promise<void> {
    const tx = this.db.transaction(["balances", "entries", "setAside"], "readwrite");
    await Promise.all([
      tx.objectStore("balances").clear(),
      tx.objectStore("entries").clear(),
      tx.objectStore("setAside").clear(),
    ]);
    fill(tx, data);
    await tx.done;
  }

  restore(backup: Backup): Promise<void> {
    return this.replaceAll(backup);
  }

  erase(): Promise<void> {
    return this.replaceAll(sampleData(this.country));
  }
}
