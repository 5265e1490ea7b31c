// Plain JavaScript on purpose: the wallet's vite.config (run by Node, not Vite) imports it too.

/**
 * Runs before first paint from an inline <script> in each app's HTML, so the page never
 * flashes the wrong theme. It is serialised with toString(): keep it free of outside references.
 * The stored key and values match THEME_STORAGE_KEY and Theme in ./theme.ts.
 */
export function initThemeBeforePaint() {
  let theme = "light";
  try {
    if (window.matchMedia("(prefers-color-scheme: dark)").matches) theme = "dark";
  } catch {
    // no matchMedia: stay light
  }
  try {
    const stored = window.localStorage.getItem("theme");
    if (stored === "dark" || stored === "light") theme = stored;
  } catch {
    // storage missing or throwing: keep the system preference
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
}

/** The script text to inline in <head>. */
export const themeInitScript = `(${initThemeBeforePaint.toString()})();`;
