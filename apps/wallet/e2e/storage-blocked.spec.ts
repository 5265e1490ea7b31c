import { expect, test } from "@repo/e2e/fixtures";
import { makeStorageThrow } from "@repo/e2e/storage";

import { signUpFromOnboarding } from "./helpers";

// Some privacy modes make every Storage method throw. The wallet must work all the same (the
// fixture fails a test on any uncaught error or console error); only persistence goes.
test("with storage throwing, splash to dashboard works and the session lasts the visit", async ({
  page,
}) => {
  test.slow();
  await makeStorageThrow(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/onboarding$/);
  await signUpFromOnboarding(page);
  await expect(page.getByRole("region", { name: "Total balance" })).toBeVisible();
  await page.getByRole("button", { name: /Switch to dark theme/ }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});
