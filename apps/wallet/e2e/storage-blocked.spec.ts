import { expect, test } from "@repo/e2e/fixtures";
import { makeStorageThrow } from "@repo/e2e/storage";

import { typePin } from "./helpers";

// Some privacy modes make every Storage method throw. The wallet must work all the same (the
// fixture fails a test on any uncaught error or console error); only persistence goes.
test("with storage throwing, splash to dashboard works and the session lasts the visit", async ({
  page,
}) => {
  test.slow();
  await makeStorageThrow(page);
  await page.goto("/");
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
  await expect(page.getByRole("region", { name: "Total balance" })).toBeVisible();
  await page.getByRole("button", { name: /Switch to dark theme/ }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});
