import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};
const inBrowser = () => true;
const atPrerender = () => false;

/**
 * False while prerendering and during hydration (so the first render matches the HTML), true once
 * the page runs in the browser: for what only a browser can know (the URL's query or fragment) or
 * do (a form that sends with JavaScript).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, inBrowser, atPrerender);
}
