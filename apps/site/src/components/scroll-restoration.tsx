import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps scroll positions (its own default key). */
const storageKey = "react-router-scroll-positions";

/**
 * Runs from an inline script before hydration: scrolls a reloaded page back to where it was. It is
 * serialised with toString(): keep it free of outside references. Unlike React Router's own
 * script, a sessionStorage that throws (some privacy modes) only loses the position.
 */
function restoreScrollBeforePaint(key: string) {
  const state = window.history.state as { key?: string } | null;
  const entryKey = state?.key ?? Math.random().toString(32).slice(2);
  if (!state?.key) window.history.replaceState({ key: entryKey }, "");
  try {
    const positions = JSON.parse(window.sessionStorage.getItem(key) || "{}") as Record<
      string,
      unknown
    >;
    const y = positions[entryKey];
    if (typeof y === "number") window.scrollTo(0, y);
  } catch {
    // storage unavailable or unreadable: the page starts at the top
  }
}

const restoreScrollScript = `(${restoreScrollBeforePaint.toString()})(${JSON.stringify(storageKey)});`;

/**
 * React Router's <ScrollRestoration> (positions saved on leaving, restored on back and forward),
 * with a first-paint script that survives storage errors. The client's copy of the function text
 * may be formatted differently from the prerendered one, hence suppressHydrationWarning.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey });
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />
  );
}
