/**
 * What follows a session on the connected wallet (the live feed, the server ending it) loads only
 * once there is a session to follow: a visitor who never signed in downloads none of it. The
 * session store, which such a visitor does not load either, tells this page of each sign-in with
 * a `storage` event for its key, as another tab's change to it comes. Only the app's start
 * (main.tsx, routes/__root.tsx) imports this module, so it stays in the first chunk.
 */
import { localStorageNames } from "../lib/storage-names";

/** Whether a session as the session store keeps it (`{ state: { status } }`) is signed in. */
function signedIn(kept: string | null | undefined): boolean {
  try {
    return (
      (JSON.parse(kept ?? "null") as { state?: { status?: unknown } } | null)?.state?.status ===
      "signed-in"
    );
  } catch {
    return false;
  }
}

function keptSession(): string | null {
  try {
    return localStorage.getItem(localStorageNames.session);
  } catch {
    return null;
  }
}

/**
 * Runs `then` once there is a session to follow: at once when this browser keeps a signed-in
 * one (`heldAtStart` true), else at the next sign-in (false). Answers a function that stops
 * waiting.
 */
export function onceSignedIn(then: (heldAtStart: boolean) => void): () => void {
  if (signedIn(keptSession())) {
    then(true);
    return () => {};
  }
  const listener = (event: StorageEvent) => {
    if (event.key !== localStorageNames.session || !signedIn(event.newValue)) return;
    window.removeEventListener("storage", listener);
    then(false);
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
