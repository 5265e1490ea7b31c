import { ledgerFromWholeRupees } from "../lib/ledger";
import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";

/**
 * Before IndexedDB the wallet kept everything in one localStorage value: `{ state: { session,
 * ledger }, version }`, version 1 in whole rupees, version 2 in paise. Its ledger moves into the
 * database on the first start, entry by entry, and the value is removed after.
 */
export const LEGACY_STORAGE_KEY = localStorageNames.legacyWallet;

/** The old ledger as it was stored, brought to paise; each part still to be checked. */
export type LegacyLedger = { balances: unknown; entries: unknown[] };

function storedState(): { state: Record<string, unknown>; version: number } | null {
  const raw = safeLocalStorage.getItem(LEGACY_STORAGE_KEY);
  if (typeof raw !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { state, version } = parsed as { state?: unknown; version?: unknown };
    if (typeof state !== "object" || state === null) return null;
    return {
      state: state as Record<string, unknown>,
      version: typeof version === "number" ? version : 0,
    };
  } catch {
    return null;
  }
}

/** The ledger an older wallet left in localStorage, or null when there is none. */
export function readLegacyLedger(): LegacyLedger | null {
  const stored = storedState();
  if (!stored || stored.state.ledger === undefined) return null;
  const ledger =
    stored.version < 2 ? ledgerFromWholeRupees(stored.state.ledger) : stored.state.ledger;
  if (typeof ledger !== "object" || ledger === null) return { balances: undefined, entries: [] };
  const { balances, transactions } = ledger as { balances?: unknown; transactions?: unknown };
  return { balances, entries: Array.isArray(transactions) ? (transactions as unknown[]) : [] };
}

/** The phone of the session an older wallet kept beside its ledger, if any. */
export function readLegacyPhone(): unknown {
  const session = storedState()?.state.session;
  return typeof session === "object" && session !== null
    ? (session as { phone?: unknown }).phone
    : undefined;
}

export function removeLegacyLedger(): void {
  safeLocalStorage.removeItem(LEGACY_STORAGE_KEY);
}
