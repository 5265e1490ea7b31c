import { type ParsedLocation, redirect } from "@tanstack/react-router";

import { sessionLoaded } from "../lib/session-loaded";
import { inShell } from "../lib/shell-mode";
import { localStorageNames } from "../lib/storage-names";

/**
 * The wallet's one guard, run before every screen. A first-time visitor (nothing stored) gets the
 * sample account with no guard, and this file is all the first load carries: the session store
 * and its rules (`guardLocation`) load only once this device has signed in.
 */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function sessionStarted(): boolean {
  return (
    sessionLoaded() ||
    stored(localStorageNames.session) !== null ||
    // Where earlier versions kept a signed-in phone beside the ledger.
    /"phone":"\d/.test(stored(localStorageNames.legacyWallet) ?? "")
  );
}

/**
 * The root route's `beforeLoad`: throws a redirect to login or unlock when the session asks. The
 * build's app shell has no session (its page's own script hides it from a locked visitor). A
 * first-time visitor has no PIN to unlock with: `/unlock` sends them to the dashboard, as the
 * session's rules send a guest (`sessionRedirect`).
 */
export function guardSession(location: ParsedLocation): Promise<void> | undefined {
  if (inShell()) return undefined;
  if (sessionStarted()) {
    return import("./session-store").then((session) => session.guardLocation(location));
  }
  if (location.pathname === "/unlock") redirect({ to: "/dashboard", replace: true, throw: true });
  return undefined;
}

/**
 * Calls `recheck` (the router re-running the guard) when the page is back in view, so a wallet
 * left in the background locks. The session store notes when it was hidden.
 */
export function watchBackground(recheck: () => void): () => void {
  const listener = () => {
    if (document.visibilityState === "visible" && sessionStarted()) recheck();
  };
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
}
