// Plain JavaScript on purpose: the wallet's vite.config (run by Node, not Vite) imports it too.

/**
 * Runs before first paint from an inline <script> in each app's HTML, so the page never
 * flashes the wrong theme, and then follows the system's theme as it changes (a phone turning
 * dark at sunset) for as long as the visitor has chosen none of their own, on every screen,
 * whether or not a theme toggle is on it. It is serialised with toString(): keep it free of
 * outside references. The stored key and values match THEME_STORAGE_KEY and Theme in ./theme.ts.
 */
export function initThemeBeforePaint() {
  let media = null;
  try {
    media = window.matchMedia("(prefers-color-scheme: dark)");
  } catch {
    // no matchMedia: stay light
  }
  const apply = () => {
    let theme = media && media.matches ? "dark" : "light";
    try {
      const stored = window.localStorage.getItem("theme");
      if (stored === "dark" || stored === "light") theme = stored;
    } catch {
      // storage missing or throwing: keep the system preference
    }
    document.documentElement.classList.toggle("dark", theme === "dark");
    document.documentElement.style.colorScheme = theme;
  };
  apply();
  if (media && media.addEventListener) media.addEventListener("change", apply);
}

/** The script text to inline in <head>. */
export const themeInitScript = `(${initThemeBeforePaint.toString()})();`;
