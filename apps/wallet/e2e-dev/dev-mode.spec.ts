import { readFileSync } from "node:fs";

import { expect, test } from "@repo/e2e/fixtures";

/** Every screen's path, as the router's generated tree lists them. */
function screenPaths(): string[] {
  const tree = readFileSync(new URL("../src/routeTree.gen.ts", import.meta.url), "utf8");
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? "";
  return [...block.matchAll(/'([^']+)':/g)].map(([, path]) => path!);
}

// Dev mode from a fresh Vite cache (the config's server starts without one): the first visit
// must not fail on a dependency found late, and no screen may log an error.
test("every wallet screen in dev mode, from the first visit, logs no error", async ({ page }) => {
  const paths = screenPaths();
  expect(paths).toContain("/dashboard");
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    });
  }
});
