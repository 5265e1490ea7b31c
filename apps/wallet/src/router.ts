import { createRouter, type RouterHistory } from "@tanstack/react-router";

import { parseSearch, stringifySearch } from "./lib/url-search";
import { routeTree } from "./routeTree.gen";

/**
 * The wallet's router. The build's prerender (src/prerender.tsx) passes a memory history in place
 * of the browser's, and then restores no scroll positions (which would add an inline script).
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: "intent",
    scrollRestoration: history === undefined,
    parseSearch,
    stringifySearch,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
