/**
 * What follows a session on the connected wallet (the live feed, the server ending the session)
 * loads only once there is a session to follow: a visitor who never signed in downloads none of
 * it. The session store, which such a visitor does not load either, tells this page's window at
 * each sign-in (`SIGNED_IN_EVENT`). Only the app's start (main.tsx, routes/__root.tsx) imports
 * this module, so it stays in the first chunk.
 */
import { SIGNED_IN_EVENT } from "../lib/session-loaded";
import { localStorageNames } from "../lib/storage-names";

/** Whether this browser keeps a signed-in session, read as the session store keeps it. */
function keptSignedIn(): boolean {
  try {
    const kept = JSON.parse(localStorage.getItem(localStorageNames.session) ?? "null") as {
      state?: { status?: unknown };
    } | null;
    return kept?.state?.status === "signed-in";
  } catch {
    return false;
  }
}

/**
 * Runs `then` once there is a session to follow: at once when this browser keeps a signed-in
 * one, else at the next sign-in in this page. Answers a function that stops waiting.
 */
export function onceSignedIn(then: () => void): () => void {
  if (keptSignedIn()) {
    then();
    return () => {};
  }
  window.addEventListener(SIGNED_IN_EVENT, then, { once: true });
  return () => window.removeEventListener(SIGNED_IN_EVENT, then);
}
