import { e2eUrls } from "@repo/e2e/config";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { signUpFromOnboarding } from "./helpers";

/**
 * Issue 32, point 12: the browser's Back on the OTP step returns to the number, still filled;
 * after Logout, opening the wallet asks to sign in, not for the language again.
 */

test("browser Back on the OTP step returns to the number, still filled in", async ({ page }) => {
  await page.goto("/onboarding");
  await page.getByRole("button", { name: /^English/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Enter the 6-digit code" }),
  ).toBeVisible();

  await page.goBack();
  await expect(
    page.getByRole("heading", { level: 1, name: "Log in with your mobile number" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Mobile number")).toHaveValue("9876543210");
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeEnabled();
  await expectAccessible(page);

  // Forward again is the code step for the same number; Back twice leaves login for onboarding.
  await page.goForward();
  await expect(page.getByText("We sent it to +91 98765 43210.")).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("the screen's own Back on the OTP step also keeps the number", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveValue("9876543210");
  // Browser Back from there does not reopen the code step.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Enter the 6-digit code" })).toHaveCount(
    0,
  );
});

test("after Logout, opening the wallet goes to login, not splash and the language choice", async ({
  page,
}) => {
  await page.goto("/onboarding");
  await signUpFromOnboarding(page);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${e2eUrls.site}/`);

  await page.goto(`${e2eUrls.wallet}/`);
  await expect(page).toHaveURL(`${e2eUrls.wallet}/login`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Log in with your mobile number" }),
  ).toBeVisible();
  await page.goto(`${e2eUrls.wallet}/splash`);
  await expect(page).toHaveURL(`${e2eUrls.wallet}/login`);
});
