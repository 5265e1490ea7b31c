import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import { devModeTimeout } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

/** Every screen's path, as the router's generated tree lists them. */
function screenPaths(): string[] {
  const tree = readFileSync(new URL("../src/routeTree.gen.ts", import.meta.url), "utf8");
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? "";
  return [...block.matchAll(/'([^']+)':/g)].map(([, path]) => path!);
}

// Dev mode from a fresh Vite cache (the config's server starts without one): the first visit
// must not fail on a dependency found late, and no screen may log an error.
async function visitEveryScreen(page: Page) {
  const paths = screenPaths();
  expect(paths).toContain("/dashboard");
  test.setTimeout(devModeTimeout(paths.length));
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    });
  }
}

test("every wallet screen in dev mode, from the first visit, logs no error", async ({ page }) => {
  await visitEveryScreen(page);
});

test("every wallet screen of a Zambian account, in dev mode, logs no error", async ({ page }) => {
  // Signed in to a Zambian number without a PIN yet: every screen opens on its kwacha ledger.
  await page.addInitScript(() => {
    const session = {
      status: "signed-in",
      phone: "971234567",
      country: "ZM",
      pin: null,
      locked: false,
      hiddenAt: null,
      failedTries: 0,
      lockedUntil: null,
    };
    localStorage.setItem("sangampay-session", JSON.stringify({ state: session, version: 1 }));
  });
  await visitEveryScreen(page);
});
