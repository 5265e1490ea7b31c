/**
 * The app shell (issue 30): the build draws every screen's frame in Node (src/prerender.tsx), so
 * that its page paints before any script runs, with no account behind it. While it draws, the
 * data answer "no account": the loaders read no ledger (stores/load-ledger.ts), the own account
 * has no name or number (hooks/use-own-account.ts), the history has not been read, and every
 * account figure is drawn as a box of its size (components/shell-figure.tsx) that the client
 * fills in. Never on in a browser: only the build's prerender turns it on.
 */
let drawing = false;

/** Called once by the build's prerender, before it draws any screen. */
export function drawShell(): void {
  drawing = true;
}

/** Whether this render is the build's app shell (no account, figures as boxes). */
export function inShell(): boolean {
  return drawing;
}
