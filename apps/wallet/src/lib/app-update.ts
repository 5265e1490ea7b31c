/**
 * "A new version is ready": the service worker registration (loaded after the first screen)
 * offers an update here; <UpdatePrompt /> shows it and calls `accept` when the user says Reload.
 */
type Accept = () => void;

let pending: Accept | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(accept: Accept) {
  pending = accept;
  for (const listener of listeners) listener();
}

export function subscribeUpdate(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function pendingUpdate(): Accept | null {
  return pending;
}
