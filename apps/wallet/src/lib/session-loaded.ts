/**
 * Whether the session store has loaded in this page (it may live in memory only, when storage is
 * blocked): the guard (session-gate.ts) asks, the store says so when it loads. Its own module, so
 * the store never imports the guard that loads it.
 */
let loaded = false;

/** Called once by the session store when it loads. */
export function markSessionLoaded() {
  loaded = true;
}

export function sessionLoaded(): boolean {
  return loaded;
}
