import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";

import { createAppRouter } from "./router";

export { holdEarlyTapsScript, PRERENDERED_ATTRIBUTE } from "./lib/prerendered-screen";

/**
 * The entry screens a first visit opens, written at build time as HTML (English, the default) so
 * they paint before any script runs. Their text is the same for everyone: screens that show an
 * account's money are not here.
 */
export const prerenderedScreens = ["/splash", "/onboarding", "/login"] as const;

/** One screen's markup, as the client's first render will draw it. */
export async function renderScreen(path: (typeof prerenderedScreens)[number]): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
