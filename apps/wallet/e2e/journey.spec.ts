import { expect, test } from "@repo/e2e/fixtures";

import { signUpFromOnboarding, typePin } from "./helpers";

// The whole happy path in one go, on real time: the fixture fails it on any console error.
test("splash to receipt and back home, with no console error", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await expect(page).toHaveURL(/\/splash$/);
  await expect(page).toHaveURL(/\/onboarding$/);

  await signUpFromOnboarding(page);

  await page.getByRole("link", { name: "Send", exact: true }).click();
  await page.getByRole("link", { name: /To UPI ID/ }).click();
  await page.getByLabel("UPI ID").fill("chai.point@upi");
  await page.getByRole("button", { name: "Set amount to ₹500" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  // The PIN created while signing up.
  await typePin(page, "135790");
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("Paid to chai.point@upi")).toBeVisible();

  await page.getByRole("link", { name: "Go to Home" }).click();
  const recent = page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");
  // Above the payment, the first-payment cashback SangamPay credits (₹50).
  await expect(recent.first()).toContainText("SangamPay");
  await expect(recent.nth(1)).toContainText("chai.point@upi");
  await expect(page.getByRole("region", { name: "Total balance" })).toContainText("₹50,500");
  await page.getByRole("main").getByRole("link", { name: "Profile" }).click();
  await expect(page.getByText("+91 98765 43210")).toBeVisible();
});
