import type { Balances } from "@repo/ledger/kinds";
import { moveBalances } from "@repo/ledger/payment";
import { DEFAULT_HOME_COUNTRY, type HomeCountryCode } from "@repo/pricing/home-countries";

import { type LedgerEntry, seedLedger } from "../lib/ledger";
import type { SetAside } from "./backup";
import { validBalances, validEntry } from "./entry-schema";
import type { LegacyLedger } from "./legacy-storage";

/** Everything the wallet keeps, as one value: what a new store starts with or a backup brings. */
export type LedgerData = {
  balances: Balances;
  opening: Balances;
  /** Newest first. */
  entries: LedgerEntry[];
  setAside: SetAside[];
};

/** The sample account a first-time visitor of this home country starts on. */
export function sampleData(country: HomeCountryCode = DEFAULT_HOME_COUNTRY): LedgerData {
  const { balances, transactions } = seedLedger(country);
  return { balances, opening: balances, entries: transactions, setAside: [] };
}

/**
 * An older wallet's ledger (they were all Indian), entry by entry: what checks out is kept, the rest set aside as it
 * was found. Balances that do not check out are set aside too, and the sample balances stand in.
 */
export function dataFromLegacy(legacy: LegacyLedger, now: Date): LedgerData {
  const setAsideAt = now.toISOString();
  const entries: LedgerEntry[] = [];
  const setAside: SetAside[] = [];
  const seen = new Set<string>();
  for (const raw of legacy.entries) {
    const entry = validEntry(raw);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      entries.push(entry);
    } else {
      setAside.push({ id: idOf(raw), raw, setAsideAt });
    }
  }
  let balances = validBalances(legacy.balances);
  if (!balances) {
    setAside.push({ id: null, raw: legacy.balances ?? null, setAsideAt });
    balances = sampleData().balances;
  }
  return { balances, opening: moveBalances(balances, entries, -1), entries, setAside };
}

/** A readable transaction id in something that is not a valid entry, if it has one. */
export function idOf(raw: unknown): string | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { id } = raw as { id?: unknown };
  return typeof id === "string" && id.length <= 200 ? id : null;
}
