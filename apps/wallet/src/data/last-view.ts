import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";
import { validBalances, validEntry } from "./entry-schema";
import type { LedgerView } from "./ledger-backend";

/**
 * The connected wallet's last known view: the server's last answer for one account (its balances
 * and newest entries), kept in this browser so the dashboard and the history paint at once on the
 * next visit, marked as refreshing until the server answers. One account's at a time: another
 * account never reads it, and logout erases it.
 */

/** Keeps the server's answer for this account (in place of any other account's). */
export function keepView(account: string, view: LedgerView): void {
  safeLocalStorage.setItem(localStorageNames.lastView, JSON.stringify({ account, ...view }));
}

/** This account's last known view, checked like anything read back from storage; else null. */
export function lastView(account: string): LedgerView | null {
  let kept: unknown;
  try {
    kept = JSON.parse(
      (safeLocalStorage.getItem(localStorageNames.lastView) as string | null) ?? "null",
    );
  } catch {
    return null;
  }
  if (typeof kept !== "object" || kept === null) return null;
  const { account: owner, balances, recent, firstPayment } = kept as Record<string, unknown>;
  const checked = validBalances(balances);
  if (owner !== account || !checked || !Array.isArray(recent)) return null;
  return {
    balances: checked,
    recent: recent.map(validEntry).filter((entry) => entry !== null),
    firstPayment: firstPayment === null ? null : validEntry(firstPayment),
  };
}

/** Erases the last known view (logout, "Erase all data"). */
export function forgetView(): void {
  safeLocalStorage.removeItem(localStorageNames.lastView);
}
