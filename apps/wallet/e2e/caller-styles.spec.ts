import type { Locator } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

/*
 * A screen that asks a shared component for a bigger text gets it: the component's own classes
 * must never beat the caller's. Only a real browser with the built CSS can tell.
 */

async function fontSize(field: Locator) {
  return field.evaluate((element) => getComputedStyle(element).fontSize);
}

test("the add-money amount renders at the screen's 24px, not the input's 16px", async ({
  page,
}) => {
  await page.goto("/add-money");
  const amount = page.getByLabel("Amount (₹)");
  await expect(amount).toBeVisible();
  // Polled: the screen's frame (drawn before the scripts) may be replaced by the app's meanwhile.
  await expect.poll(() => fontSize(amount)).toBe("24px");
  await expect
    .poll(() => amount.evaluate((element) => getComputedStyle(element).fontWeight))
    .toBe("700");
});

test("the send-money amount renders at the screen's 24px", async ({ page }) => {
  await page.goto("/send-money/enter-details?type=phone");
  const amount = page.getByLabel("Amount (₹)");
  await expect(amount).toBeVisible();
  await expect.poll(() => fontSize(amount)).toBe("24px");
});

test("the login screens' fields render at the sizes they ask for", async ({ page }) => {
  await page.goto("/login");
  const phone = page.getByLabel("Mobile number");
  // Polled: the prerendered field is replaced by the app's own as the scripts arrive.
  await expect.poll(() => fontSize(phone)).toBe("18px");
  await phone.fill("9876543210");
  await page.getByRole("button", { name: "Send OTP" }).click();
  const otp = page.getByLabel("One-time code");
  await expect(otp).toBeVisible();
  await expect.poll(() => fontSize(otp)).toBe("24px");
  expect(await otp.evaluate((element) => getComputedStyle(element).textAlign)).toBe("center");
});
