import { expect, test } from "@repo/e2e/fixtures";
import { makeStorageThrow } from "@repo/e2e/storage";

import { chooseTelugu, gotoHydrated } from "./site-pages";

// Some privacy modes make every Storage method throw. The site must work all the same (the
// fixture fails a test on any uncaught error or console error); only the memory of choices goes.
test.describe("with localStorage and sessionStorage throwing", () => {
  test.beforeEach(async ({ page }) => {
    await makeStorageThrow(page);
  });

  for (const path of ["/", "/pricing", "/faq", "/demo", "/no-such-page"]) {
    test(`${path} loads and hydrates without an error`, async ({ page, consoleErrors }) => {
      const response = await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (response?.status() === 404) {
        expect(consoleErrors).toEqual([expect.stringContaining("status of 404 (Not Found)")]);
        consoleErrors.length = 0;
      }
    });
  }

  test("the theme and language switches still work for the visit", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await chooseTelugu(page);
    await expect(page).toHaveURL(/\/te$/);
    // A reload starts afresh: the theme could not be remembered; the Telugu address still says Telugu.
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    await gotoHydrated(page, "/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
