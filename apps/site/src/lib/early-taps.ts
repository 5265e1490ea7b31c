/**
 * A prerendered page paints before its scripts arrive, and a visitor may already tap one of its
 * buttons (a question of the FAQ, the menu, a form's Send), which does nothing until React owns the
 * page. An inline script (the first thing in the page) notes the last such tap on the button
 * itself, and the app makes it again once it owns the page. Hydration keeps the page's nodes, so
 * the mark stays on the same button; a button React had to draw anew has no mark, and nothing is
 * replayed rather than the wrong thing.
 */

/** Marks the tapped button. Serialised with toString(), so it names nothing from outside. */
export function holdEarlyTaps() {
  document.addEventListener(
    "click",
    (event) => {
      if (document.documentElement.hasAttribute("data-hydrated")) return;
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button) return;
      // Not sent natively (a form) nor seen by a React still hydrating: the replay is the one tap.
      event.preventDefault();
      event.stopImmediatePropagation();
      for (const marked of document.querySelectorAll("button[data-tapped]")) {
        marked.removeAttribute("data-tapped");
      }
      button.setAttribute("data-tapped", "");
    },
    true,
  );
}

/** The inline script's text. */
export const holdEarlyTapsScript = `(${holdEarlyTaps.toString()})();`;

/** Once React owns the page: taps are its own from now on, and the held one is made again. */
export function replayEarlyTap() {
  document.documentElement.setAttribute("data-hydrated", "");
  const tapped = document.querySelector<HTMLButtonElement>("button[data-tapped]");
  tapped?.removeAttribute("data-tapped");
  tapped?.click();
}
