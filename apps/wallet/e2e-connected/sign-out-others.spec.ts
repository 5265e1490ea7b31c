import { expect, test } from "@repo/e2e/fixtures";

import { newPhone, phoneOf, secondPhoneOf, walletBalance } from "./phones";

/**
 * Issue 26: "Sign out other devices" on the Security screen ends every other session of the
 * account on the server. Two browser contexts are two phones of ONE account.
 */
test("Sign out other devices on phone 2 sends phone 1 to login; phone 2 stays signed in", async ({
  browser,
}) => {
  test.slow();
  const phone = newPhone();
  const first = await phoneOf(browser, phone);
  const second = await secondPhoneOf(browser, phone);

  await second.goto("/profile/security");
  const devices = second.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);

  await second.getByRole("button", { name: "Sign out other devices" }).click();
  await second.getByRole("button", { name: "Sign out others" }).click();
  await expect(second.getByRole("status").filter({ hasText: "Signed out" })).toHaveText(
    "Signed out 1 other device.",
  );

  // Phone 1's next action reads its account: the server refuses the dead session, and the wallet
  // asks to sign in again instead of showing an error.
  await first.reload();
  await expect(first).toHaveURL(/\/login/);
  await expect(first.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(first.getByLabel("Mobile number")).toBeVisible();

  // Phone 2 still works: its dashboard reads the account's balance.
  await second.goto("/dashboard");
  expect(await walletBalance(second)).toBeGreaterThan(0);
});
