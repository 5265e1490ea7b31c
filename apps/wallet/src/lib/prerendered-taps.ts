/**
 * The page's side of the early-tap hold (lib/prerendered-screen.ts is the app's): its own module,
 * so that only the build's prerender carries it, never the app's take-over chunk.
 */

/**
 * Runs from an inline script right after the prerendered screen, before the scripts arrive: a tap
 * on one of its buttons (which do nothing without the app) is noted on `#root`. Serialised with
 * toString(), so it names nothing from outside; the attributes match those of
 * lib/prerendered-screen.ts, which reads the tap when the app takes over.
 */
export function holdEarlyTaps() {
  document.addEventListener(
    "click",
    (event) => {
      const root = document.getElementById("root");
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!root || !button || !root.hasAttribute("data-prerendered") || !root.contains(button)) {
        return;
      }
      event.preventDefault();
      root.setAttribute(
        "data-tapped",
        String([...root.querySelectorAll("button")].indexOf(button)),
      );
    },
    true,
  );
}

/** The inline script's text. */
export const holdEarlyTapsScript = `(${holdEarlyTaps.toString()})();`;
