import { expect, test } from "@repo/e2e/fixtures";

import { typePin } from "./helpers";

// The whole happy path in one go, on real time: the fixture fails it on any console error.
test("splash to receipt and back home, with no console error", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await expect(page).toHaveURL(/\/splash$/);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });

  await page.getByRole("button", { name: /^English/ }).click();
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "Send OTP" }).click();
  const note = await page.getByRole("note").textContent();
  await page.getByLabel("One-time code").fill(/(\d{6})/.exec(note!)![1]!);
  await page.getByRole("button", { name: "Verify" }).click();

  await typePin(page, "135790");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type("135790");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("link", { name: "Send", exact: true }).click();
  await page.getByRole("link", { name: /To UPI ID/ }).click();
  await page.getByLabel("UPI ID").fill("chai.point@upi");
  await page.getByRole("button", { name: "Set amount to ₹500" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("Paid to chai.point@upi")).toBeVisible();

  await page.getByRole("link", { name: "Go to Home" }).click();
  const recent = page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");
  await expect(recent.first()).toContainText("chai.point@upi");
  await expect(page.getByRole("region", { name: "Total balance" })).toContainText("₹50,450");
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByText("+91 98765 43210")).toBeVisible();
});
