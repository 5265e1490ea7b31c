import { formatMoney } from "@repo/ui/lib/format";

import type { LedgerEntry } from "../lib/ledger";
import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";
import type { LedgerView } from "./ledger-backend";

/**
 * The connected wallet's last known view: the server's last answer for one account (its balances
 * and newest entries), kept in this browser so the dashboard and the history paint at once on the
 * next visit, marked as refreshing until the server answers, with /insights' card of the month.
 * One account's at a time: another account never reads it, and logout erases it (stores/wallet-store.ts, at once: this module loads
 * with the first read, so the local build carries none of it).
 */

/**
 * What is read back is checked for what the dashboard and the history read of it (the server's
 * answer was checked when it came). Plain checks: no schema library loads on this path, which
 * paints the connected dashboard.
 */
type Loose = Record<string, unknown>;
const isObject = (raw: unknown): raw is Loose => typeof raw === "object" && raw !== null;
const isMoney = (raw: unknown) =>
  isObject(raw) && Number.isSafeInteger(raw.minor) && typeof raw.currency === "string";
const STATUSES: readonly unknown[] = ["Completed", "Pending", "Failed", "Refunded"];
const isEntry = (raw: unknown): raw is LedgerEntry =>
  isObject(raw) &&
  ["id", "name", "category", "date"].every((key) => typeof raw[key] === "string") &&
  (raw.type === "income" || raw.type === "expense") &&
  STATUSES.includes(raw.status) &&
  isMoney(raw.amount);

/**
 * Keeps the server's answer for this account (in place of any other account's), with its
 * balances as the dashboard writes them (`shown`), which a screen's page fills into its app shell
 * before the scripts run (lib/shell-scripts.ts fillLastView, by the dashboard's figure slots).
 */
export function keepView(account: string, view: LedgerView): void {
  const { bank, wallet } = view.balances;
  const shown = {
    total: formatMoney({ minor: bank.minor + wallet.minor, currency: wallet.currency }),
    bank: formatMoney(bank),
    wallet: formatMoney(wallet),
  };
  // The month's card /insights drew stays with its account's view (keepMonthCard).
  const kept = keptFor(account);
  const card = kept?.card;
  write({ account, ...view, shown, ...(card ? { card } : {}) });
}

/**
 * /insights' month card as the app drew it for this month: each text by the frame's slot it fills
 * (routes/-insights/insights-frame.tsx), with the month it is of, the time that month ends (ms:
 * the page's script draws nothing after it), its currency and its language (the page's script
 * draws it only in the page's own, the language the app takes over in).
 */
export type MonthCard = {
  month: string;
  language: string;
  until: number;
  currency: string;
  shown: { "month-spent": string; "month-total": string; "month-change": string };
};

/**
 * Keeps the month's card beside this account's last known view, which the page of /insights
 * fills into its frame before the scripts run (lib/shell-scripts.ts fillLastView); nothing
 * without this account's view (another account's, or none since logout).
 */
export function keepMonthCard(account: string, card: MonthCard): void {
  const kept = keptFor(account);
  if (kept) write({ ...kept, card });
}

const write = (kept: Loose) =>
  safeLocalStorage.setItem(localStorageNames.lastView, JSON.stringify(kept));

/** What is kept for this account, unchecked; null for another account's, or nothing readable. */
function keptFor(account: string): Loose | null {
  try {
    const kept: unknown = JSON.parse(
      (safeLocalStorage.getItem(localStorageNames.lastView) as string | null) ?? "null",
    );
    return isObject(kept) && kept.account === account ? kept : null;
  } catch {
    return null;
  }
}

/** This account's last known view, checked like anything read back from storage; else null. */
export function lastView(account: string): LedgerView | null {
  const kept = keptFor(account);
  if (!kept) return null;
  const { balances, recent, firstPayment } = kept;
  if (!isObject(balances) || !isMoney(balances.bank) || !isMoney(balances.wallet)) return null;
  if (!Array.isArray(recent) || !(firstPayment === null || isEntry(firstPayment))) return null;
  return {
    balances: balances as LedgerView["balances"],
    recent: recent.filter(isEntry),
    firstPayment,
  };
}
