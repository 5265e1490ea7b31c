import { expect, test } from "@repo/e2e/fixtures";

import { toastTitled, typePin } from "../e2e/helpers";
import { newPhoneWith, phones, registeredNameOf, signInAsNew } from "./phones";

/**
 * Issue 28 point 6, issue 30 goal 2: the connected wallet paints the last known balance and
 * history at once from this browser, marked as refreshing, when the server does not answer; never
 * for another account, and nothing of it is left after logout.
 */
const newPhone = newPhoneWith("97");
const refreshing = "Showing your last known balance and payments. Refreshing…";

test("the last known balance and history show, marked as refreshing, while the server is unreachable; after logout another account sees none of it", async ({
  browser,
}) => {
  test.slow();
  const [{ page: a, phone: aPhone }, { page: b, phone: bPhone }] = await phones(
    browser,
    2,
    newPhone,
  );
  // C signs in later on A's phone, after A logs out: its number only.
  const cPhone = newPhone();
  const bName = registeredNameOf(bPhone);

  // B pays A ₹500: A's balance is its own (not a new account's), and its history has the entry.
  await b.goto("/send-money/enter-details?type=upi");
  await b.getByLabel("UPI ID").fill(`${aPhone}@sangampay`);
  await b.getByRole("button", { name: "Set amount to ₹500" }).click();
  await b.getByRole("button", { name: "Continue" }).click();
  await typePin(b, "135790");
  await expect(b.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(toastTitled(a, "₹500 received")).toBeVisible();

  const balance = a.getByRole("region", { name: "Total balance" });
  /** What this browser keeps for the wallet (a signed-in account's ledger is the server's). */
  const stored = () => a.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  await a.reload();
  await expect(a.getByRole("heading", { level: 1 })).toContainText(registeredNameOf(aPhone));
  await expect(balance).toContainText(/₹[\d,]+(\.\d\d)?/);
  const total = /₹[\d,]+(\.\d\d)?/.exec((await balance.textContent())!)![0];
  // The server answered: nothing says the view is being refreshed.
  await expect(a.getByRole("status").filter({ hasText: refreshing })).toHaveCount(0);

  // The server is unreachable: the last balance and history show at once, marked as refreshing.
  await a.route("**/api/**", (route) => route.abort());
  await a.reload();
  await expect(balance).toContainText(total);
  await expect(a.getByRole("status").filter({ hasText: refreshing })).toBeVisible();
  await expect(a.getByText(bName).first()).toBeVisible();
  await a.goto("/transactions");
  await expect(a.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  await expect(a.getByRole("status").filter({ hasText: refreshing })).toBeVisible();
  await expect(a.getByText(bName).first()).toBeVisible();

  expect(await stored()).toContain(bName);

  // The server answers again, A logs out, and another account signs in on this browser.
  await a.unroute("**/api/**");
  await a.goto("/profile");
  await a.getByRole("link", { name: "Logout" }).click();
  await a.waitForURL((url) => !url.pathname.startsWith("/profile"));
  await signInAsNew(a, cPhone);
  await expect(a.getByRole("heading", { level: 1 })).toContainText(registeredNameOf(cPhone));
  await expect(balance).toContainText(/₹[\d,]+(\.\d\d)?/);
  await expect(balance).not.toContainText(total);
  await expect(a.getByText(bName)).toHaveCount(0);
  // Nothing of A's money is kept in this browser's storage either: B's payment to A was.
  expect(await stored()).not.toContain(bName);
});
