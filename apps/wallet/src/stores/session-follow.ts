/**
 * What follows a session on the connected wallet (the live feed, the server ending it) loads only
 * once there is a session to follow: a visitor who never signed in downloads none of it. The
 * session store, which such a visitor does not load either, tells this page of each sign-in here
 * with a `SIGNED_IN_HERE` event on the window; another tab's sign-in comes as a `storage` event
 * for the session's key. Only the app's start (main.tsx, routes/__root.tsx) and the session store
 * import this module, so it stays in the first chunk.
 */
import { localStorageNames } from "../lib/storage-names";

/** The event the session store sends the window when this page signs in. */
export const SIGNED_IN_HERE = "sangampay:signed-in";

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
  const stop = () => {
    window.removeEventListener("storage", fromAnotherTab);
    window.removeEventListener(SIGNED_IN_HERE, here);
  };
  const here = () => {
    stop();
    then(false);
  };
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === localStorageNames.session && signedIn(event.newValue)) here();
  };
  window.addEventListener("storage", fromAnotherTab);
  window.addEventListener(SIGNED_IN_HERE, here);
  return stop;
}
