import { type ParsedLocation, redirect } from "@tanstack/react-router";

import type { useSessionStore } from "../stores/session-store";

/**
 * The wallet's one guard, run before every screen. A first-time visitor (nothing stored) gets the
 * sample account with no guard, and this file stays all the first load carries: the session store
 * and its rules load only once this device has signed in.
 */
export const SESSION_STORAGE_KEY = "sangampay-session";
/** Where earlier versions kept a signed-in phone beside the ledger. */
export const LEGACY_STORAGE_KEY = "sangampay-wallet";

let store: typeof useSessionStore | undefined;

/** Called once by the session store when it loads. */
export function registerSessionStore(loaded: typeof useSessionStore) {
  store = loaded;
}

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function sessionStarted(): boolean {
  return (
    store !== undefined ||
    stored(SESSION_STORAGE_KEY) !== null ||
    /"phone":"\d/.test(stored(LEGACY_STORAGE_KEY) ?? "")
  );
}

async function redirectFor(location: ParsedLocation): Promise<void> {
  const { sessionRedirect, useSessionStore } = await import("../stores/session-store");
  const session = useSessionStore.getState();
  if (document.visibilityState === "visible") session.noteVisible(Date.now());
  // Opening the wallet afresh asks for the PIN.
  if (location.pathname === "/" || location.pathname === "/splash") session.lock();
  const target = sessionRedirect(useSessionStore.getState(), {
    pathname: location.pathname,
    href: location.href,
    redirect: (location.search as Record<string, unknown>).redirect,
  });
  if (target !== null) redirect({ href: target, replace: true, throw: true });
}

/** The root route's `beforeLoad`: throws a redirect to login or unlock when the session asks. */
export function guardSession(location: ParsedLocation): Promise<void> | undefined {
  return sessionStarted() ? redirectFor(location) : undefined;
}

/**
 * Notes when the page is hidden, and calls `recheck` (the router re-running the guard) when it
 * is back in view, so a wallet left in the background locks.
 */
export function watchBackground(recheck: () => void): () => void {
  const listener = () => {
    if (document.visibilityState === "hidden") store?.getState().noteHidden(Date.now());
    else if (sessionStarted()) recheck();
  };
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
}
