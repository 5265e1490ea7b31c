import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import { pages } from "./site-pages";

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const { path, heading } of pages) {
      test(`${path} has one h1, the landmarks and no serious axe violation`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("html")).toHaveClass(
          colorScheme === "dark" ? /dark/ : /^(?!.*dark)/,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toHaveCount(1);
        await expectAccessible(page);
      });
    }
  });
}

test.describe("Telugu", () => {
  for (const { path } of pages) {
    test(`${path} in Telugu has no serious axe violation`, async ({ page }) => {
      await page.goto(`${path}?lang=te`);
      await expect(page.locator("html")).toHaveAttribute("lang", "te");
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectAccessible(page);
    });
  }
});
