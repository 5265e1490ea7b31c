import { e2eUrls } from "@repo/e2e/config";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import teCommon from "@repo/i18n/locales/te/common.json" with { type: "json" };
import teHome from "@repo/i18n/locales/te/site/home.json" with { type: "json" };

// Issue 32, point 11: an unknown address under /te/ was answered with the English 404 page, which
// React then hydrated with Telugu words (error #418). Served by nginx, as `pnpm serve` does.

for (const path of ["/te/no-such-page", "/te/pricing/no-such-plan"]) {
  test(`${path} answers 404 with the Telugu 404 page, prerendered in Telugu`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="te"/);
    expect(html).toContain(teCommon.notFound.title);
    expect(html).not.toContain("Oops! Page not found");
  });
}

test("the Telugu 404 page hydrates without a console error and leads home in Telugu", async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/te/no-such-page");
  expect(response?.status()).toBe(404);
  // Chromium reports the 404 answer itself on the console: the one error this page may cause.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 404 (Not Found)")]);
  consoleErrors.length = 0;
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(
    page.getByRole("heading", { level: 1, name: teCommon.notFound.title }),
  ).toBeVisible();
  // The page's own warning runs once React has hydrated it (a failed hydration logs an error,
  // which the fixture fails the test on).
  await expect.poll(() => warnings.join("\n")).toContain("/te/no-such-page");
  await expectAccessible(page);
  await page.getByRole("link", { name: teCommon.notFound.back }).click();
  await expect(page).toHaveURL(`${e2eUrls.site}/te`);
  await expect(page.getByRole("heading", { level: 1, name: teHome.hero.title })).toBeVisible();
});
