import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { signUpBusiness } from "../e2e/business-helpers";
import { typePin } from "../e2e/helpers";
import { makeLink } from "./merchant";
import { newPhoneWith, phones, registeredNameOf } from "./phones";

/**
 * Issue 28 point 4, issue 32 point 6: a merchant's sales and settlements on the connected wallet
 * are the server's. A customer pays the merchant's ₹499 link on one phone; the merchant's business
 * home, open on another, counts the sale without a reload; the merchant settles it with the PIN,
 * is shown the 0.5% fee (₹2.50) and what reaches the bank (₹496.50) first, and sees the settlement
 * Pending, then Settled once the sandbox's bank rail (3 s in these tests) has paid it.
 */

const newPhone = newPhoneWith("95");

test("a ₹499 sale reaches the merchant's business home live; settled with the PIN, ₹2.50 fee and ₹496.50 to the bank, Pending then Settled", async ({
  browser,
}) => {
  test.slow();
  const [merchant, customer] = await phones(browser, 2, newPhone);
  const shop = merchant.page;
  await signUpBusiness(shop, "Lakshmi Tiffins");
  const url = await makeLink(shop, 499, "Thali for two");

  // The merchant's home: the server's book, with no sale yet.
  await shop.goto("/business");
  await expect(shop.getByRole("heading", { level: 1, name: "Sales" })).toBeVisible();
  const balance = shop.getByRole("region", { name: "Business balance" });
  await expect(balance).toContainText("₹0");
  const recent = shop.getByRole("region", { name: "Recent payments" }).getByRole("listitem");
  await expect(recent).toHaveCount(0);

  await customer.page.goto(url);
  await customer.page.getByRole("button", { name: "Pay ₹499" }).click();
  await expect(
    customer.page.getByRole("heading", { level: 1, name: "Confirm payment" }),
  ).toBeVisible();
  await typePin(customer.page, "135790");
  await expect(
    customer.page.getByRole("heading", { level: 1, name: "Payment successful" }),
  ).toBeVisible();

  // Without a reload, the merchant's home counts the sale: its payer, amount and link.
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText(registeredNameOf(customer.phone));
  await expect(recent.first()).toContainText("₹499");
  await expect(recent.first()).toContainText("Payment link");
  await expect(balance).toContainText("₹499");
  await expect(shop.getByRole("region", { name: "Today" })).toContainText("₹499");
  await expectAccessible(shop);

  // Settling: the fee and the net first, then the PIN.
  await balance.getByRole("link", { name: "Settle now" }).click();
  await expect(shop.getByRole("heading", { level: 1, name: "Settlements" })).toBeVisible();
  await shop.getByRole("button", { name: "Settle ₹499 to bank" }).click();
  const confirm = shop.getByRole("region", { name: "Settle to your bank now?" });
  await expect(confirm.getByRole("heading")).toBeFocused();
  await expect(confirm).toContainText("₹2.50");
  await expect(confirm).toContainText("₹496.50");
  await confirm.getByRole("button", { name: "Confirm settlement" }).click();
  await typePin(shop, "135790");
  await expect(shop.getByRole("status").filter({ hasText: "₹496.50" })).toContainText("pending");
  const history = shop.getByRole("region", { name: "Settlement history" }).getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("₹496.50");
  await expect(history.first()).toContainText("₹2.50 fee");
  await expect(history.first()).toContainText("Pending");
  await expectAccessible(shop);
  // The rail pays it: the same screen, not reloaded, says Settled.
  await expect(history.first()).toContainText("Settled", { timeout: 15_000 });
  await expect(history.first()).not.toContainText("Pending");
  await expect(shop.getByRole("button", { name: /^Settle/ })).toBeDisabled();
});
