/**
 * For the loaders of screens that show money: resolves once the stored ledger has been read.
 * Loaders ship with the first load, so the store and its storage code are fetched from here.
 */
export function loadLedger(): Promise<void> {
  return import("./wallet-store").then((module) => module.loadLedger());
}
