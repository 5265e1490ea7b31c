import { IdbLedger } from "./idb-ledger";
import type { LedgerBackend } from "./ledger-backend";
import { MemoryLedger } from "./memory-ledger";

/** IndexedDB where the browser has it; memory (and nothing kept) where it is missing or blocked. */
export async function openLedger(): Promise<LedgerBackend> {
  if (typeof indexedDB === "undefined" || indexedDB === null) return new MemoryLedger();
  try {
    return await IdbLedger.open();
  } catch (error) {
    console.warn("IndexedDB is unavailable; the wallet keeps its data in memory:", error);
    return new MemoryLedger();
  }
}

export { announceLedgerChange, onLedgerChangeElsewhere } from "./ledger-sync";
