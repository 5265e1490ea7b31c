import { ledgerChannelName, localStorageNames } from "../lib/storage-names";
/**
 * Tells the wallet's other open tabs that the stored ledger changed, so they read it again:
 * a BroadcastChannel, or a localStorage write (its `storage` event) where there is none.
 */
const CHANNEL_NAME = ledgerChannelName;
const SIGNAL_KEY = localStorageNames.ledgerChanged;

const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;

export function announceLedgerChange(): void {
  if (channel) {
    channel.postMessage("changed");
    return;
  }
  try {
    localStorage.setItem(SIGNAL_KEY, `${Date.now()}-${Math.random()}`);
  } catch {
    // storage blocked: other tabs catch up on their next read
  }
}

/** Calls `listener` when another tab changed the ledger; returns the unsubscribe. */
export function onLedgerChangeElsewhere(listener: () => void): () => void {
  if (channel) {
    const onMessage = () => listener();
    channel.addEventListener("message", onMessage);
    return () => channel.removeEventListener("message", onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGNAL_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
