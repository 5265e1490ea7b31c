import { useCallback, useSyncExternalStore } from "react";

import { applyTheme, readStoredTheme, resolveTheme, storeTheme, type Theme } from "../lib/theme";

const listeners = new Set<() => void>();
let current: Theme | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function getSnapshot(): Theme {
  current ??= resolveTheme();
  return current;
}

function setCurrent(theme: Theme) {
  current = theme;
  applyTheme(theme);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The system theme may have changed while no toggle was on screen to hear it (the page's
  // pre-paint script followed it): a toggle mounted now starts from what the page shows.
  if (current !== null && current !== resolveTheme()) setCurrent(resolveTheme());
  let media: MediaQueryList | undefined;
  const onSystemChange = () => {
    // Follow the system only while the user has made no choice of their own.
    if (readStoredTheme() === null) setCurrent(resolveTheme());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === "theme") setCurrent(resolveTheme());
  };
  try {
    media = window.matchMedia("(prefers-color-scheme: dark)");
    media.addEventListener("change", onSystemChange);
  } catch {
    media = undefined;
  }
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", onSystemChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Prerendered HTML has no idea of the visitor's theme; hydration starts from light. */
const getServerSnapshot = (): Theme => "light";

/** Switches to `next`, remembers it and updates every toggle on the page. */
export function chooseTheme(next: Theme) {
  storeTheme(next);
  setCurrent(next);
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const setTheme = useCallback((next: Theme) => chooseTheme(next), []);
  const toggleTheme = useCallback(() => {
    setTheme(getSnapshot() === "dark" ? "light" : "dark");
  }, [setTheme]);
  return { theme, setTheme, toggleTheme };
}
