import { inShell } from "../lib/shell-mode";

/**
 * For the loaders of screens that show money: resolves once the stored ledger has been read.
 * Loaders ship with the first load, so the store and its storage code are fetched from here.
 * The build's app shell (lib/shell-mode.ts) has no account: it reads no ledger.
 */
export function loadLedger(): Promise<void> {
  if (inShell()) return Promise.resolve();
  return import("./wallet-store").then((module) => module.loadLedger());
}
