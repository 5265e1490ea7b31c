/**
 * The page's side of the early-tap hold (lib/prerendered-screen.ts is the app's): its own module,
 * so that only the build's prerender carries it, never the app's take-over chunk.
 */

/**
 * Runs from an inline script right after the prerendered screen, before the scripts arrive: a tap
 * on one of its buttons (which do nothing without the app) is noted on `#root`; its Back returns
 * to the wallet's page that linked here, as the app's Back does. Serialised with
 * toString(), so it names nothing from outside; the attributes match those of
 * lib/prerendered-screen.ts, which reads the tap when the app takes over.
 */
export function holdEarlyTaps() {
  document.addEventListener(
    "click",
    (event) => {
      const root = document.getElementById("root");
      const target = event.target instanceof Element ? event.target : null;
      if (!root || !target || !root.hasAttribute("data-prerendered") || !root.contains(target)) {
        return;
      }
      // The frame's Back does what the app's does (components/screen-header.tsx useGoBack): back
      // to the wallet's page that linked here, rather than on to the screen's parent.
      if (target.closest("a[data-back]")) {
        let fromOwnPage = false;
        try {
          fromOwnPage = history.length > 1 && new URL(document.referrer).origin === location.origin;
        } catch {
          // No referrer: the link goes to the parent.
        }
        if (fromOwnPage) {
          event.preventDefault();
          history.back();
        }
        return;
      }
      const button = target.closest("button");
      if (!button) return;
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
