import { e2eUrls } from "@repo/e2e/config";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

test("the home page shows the shared navigation and footer", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "support@sangampay.example" })).toHaveAttribute(
    "href",
    "mailto:support@sangampay.example",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectAccessible(page);
});

test("Login leads to the wallet deployment's front door (wallet-login.spec: where it goes on)", async ({
  page,
}) => {
  await page.goto("/");
  const login = page.getByRole("banner").getByRole("link", { name: "Login" });
  await expect(login).toHaveAttribute("href", `${e2eUrls.wallet}/splash`);
});

test("an unknown path answers 404 with the 404 page and a way home", async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  // Chromium reports the 404 answer itself on the console: the one error this page should cause.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 404 (Not Found)")]);
  consoleErrors.length = 0;
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("404")).toBeVisible();
  // React Router's warning comes with hydration, which starts after the first paint.
  await expect.poll(() => warnings.join("\n")).toContain("/no-such-page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${e2eUrls.site}/`);
});
