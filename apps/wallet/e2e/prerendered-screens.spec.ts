import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";
import { expectPaintBeforeScripts } from "@repo/e2e/paint";

/**
 * The entry screens a first visit opens are prerendered in English (scripts/prerender.mjs): they
 * paint from the HTML and the stylesheet before any script is requested, read the same without
 * JavaScript, and what a visitor does before the scripts arrive is kept when the app takes over.
 */
const screens = [
  { path: "/splash", heading: "SangamPay" },
  { path: "/onboarding", heading: "Welcome to SangamPay" },
  { path: "/login", heading: "Log in with your mobile number" },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of screens) {
    test(`${path} shows its screen from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(1);
    });
  }

  test("/login's country and number fields are in the HTML, labelled", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("radio", { name: /India/ })).toBeChecked();
    await expect(page.getByLabel("Mobile number")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeDisabled();
  });

  test("a screen that shows an account has its frame only, no account's figure", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /^Hello,/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Total balance" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Priya");
    await expect(page.locator("body")).not.toContainText("₹");
  });
});

for (const { path, heading } of screens) {
  test(`${path} paints before any script is requested, then the app takes over`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectPaintBeforeScripts(page);
    await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toHaveCount(1);
  });
}

/** Holds back the app's entry script until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a number typed and a country picked before the scripts arrive are kept", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByRole("radio", { name: /Zambia/ }).check();
  await page.getByLabel("Mobile number").fill("0971234567");
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(page.getByRole("radio", { name: /Zambia/ })).toBeChecked();
  await expect(page.getByLabel("Mobile number")).toHaveValue("0971234567");
  await expect(page.getByText("Airtel")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeEnabled();
});

test("a language tapped before the scripts arrive is chosen once they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/onboarding", { waitUntil: "commit" });
  await page.getByRole("button", { name: /^हिन्दी/ }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "अपने मोबाइल नंबर से लॉग इन करें" }),
  ).toBeVisible();
});
