import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { signInWithOtp, typePin } from "./helpers";

/** A new user from `url` (onboarding): English, the OTP, a PIN typed twice. */
async function signUpFrom(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to SangamPay" })).toBeVisible();
  await page.getByRole("button", { name: /^English/ }).click();
  await signInWithOtp(page);
  await typePin(page, "135790");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type("135790");
}

// Issue 32, point 16: the site's Merchant button opens onboarding with the way on; after signing
// in, a merchant lands on the business sign-up.
test("onboarding carries ?redirect= through sign-in: a new merchant lands on business sign-up", async ({
  page,
}) => {
  await signUpFrom(page, "/onboarding?redirect=%2Fbusiness%2Fsignup");
  await expect(page).toHaveURL(/\/business\/signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your business" })).toBeVisible();
  await expectAccessible(page);
});

test("a way out of the wallet is never followed after sign-in", async ({ page }) => {
  await signUpFrom(page, "/onboarding?redirect=https%3A%2F%2Fevil.example%2F");
  await expect(page).toHaveURL(/\/dashboard$/);
});
