import type { RouteConfigEntry } from "@react-router/dev/routes";
import { devModeTimeout } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import routes from "../src/routes";

/** Every page in the route config, plus an unknown path for the catch-all. */
function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index
      ? [path || "/"]
      : entry.path === "*"
        ? ["/no-such-page"]
        : entry.path
          ? [path]
          : [];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}

// Dev mode from a fresh Vite cache (the config's server starts without one): the first visit
// must not fail on a dependency found late, and no page may log an error (hydration included).
test("every site page in dev mode, from the first visit, logs no error", async ({ page }) => {
  const paths = pagePaths(routes);
  expect(paths).toContain("/pricing");
  test.setTimeout(devModeTimeout(paths.length));
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
