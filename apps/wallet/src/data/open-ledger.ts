import type { HomeCountryCode } from "@repo/pricing/home-countries";

import { connected } from "./api-url";
import { IdbLedger } from "./idb-ledger";
import type { LedgerBackend } from "./ledger-backend";
import { MemoryLedger } from "./memory-ledger";

/**
 * A signed-in account's ledger in the connected wallet is the server's. Otherwise (the local
 * build, or a visitor of the connected wallet who has no account: the site's /demo) a home
 * country's sample ledger in this browser: IndexedDB where the browser has it; memory (and
 * nothing kept) where it is missing or blocked.
 */
export async function openLedger(
  country: HomeCountryCode,
  { signedIn }: { signedIn: boolean },
): Promise<LedgerBackend> {
  if (connected && signedIn) return new (await import("./http-ledger")).HttpLedger();
  if (typeof indexedDB === "undefined" || indexedDB === null) return new MemoryLedger(country);
  try {
    return await IdbLedger.open(new Date(), country);
  } catch (error) {
    console.warn("IndexedDB is unavailable; the wallet keeps its data in memory:", error);
    return new MemoryLedger(country);
  }
}

export { announceLedgerChange, onLedgerChangeElsewhere } from "./ledger-sync";
