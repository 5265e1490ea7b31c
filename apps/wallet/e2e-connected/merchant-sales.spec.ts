import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { download, signUpBusiness } from "../e2e/business-helpers";
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

/** The customer pays the merchant's link (`url`) with the PIN. */
async function pay(customer: Page, url: string, rupees: number) {
  await customer.goto(url);
  await customer.getByRole("button", { name: `Pay ₹${rupees}` }).click();
  await expect(customer.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await typePin(customer, "135790");
  await expect(
    customer.getByRole("heading", { level: 1, name: "Payment successful" }),
  ).toBeVisible();
}

/** On the settlements screen: settles the whole business balance with the PIN. */
async function settleAll(shop: Page, rupees: number) {
  // The server's settlement goes by bank transfer, pending until it lands: nothing says instant.
  await expect(shop.getByText(/by bank transfer \(NEFT\), any time of day/)).toBeVisible();
  await shop.getByRole("button", { name: `Settle ₹${rupees} to bank` }).click();
  const confirm = shop.getByRole("region", { name: "Settle to your bank now?" });
  await expect(confirm.getByRole("heading")).toBeFocused();
  await expect(confirm).toContainText("Settlement fee (0.5%)");
  await expect(confirm).not.toContainText(/instant/i);
  await confirm.getByRole("button", { name: "Confirm settlement" }).click();
  await typePin(shop, "135790");
}

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

  // The month's report: the sale's gross, no fee kept from it, and the settlement fee the server
  // charged as its own line, with what reached the bank (₹499 = ₹2.50 + ₹496.50).
  await shop.goto("/business/reports");
  const sales = shop.getByRole("region", { name: /^Sales in / });
  await expect(sales).toContainText("Gross sales₹499");
  await expect(sales).toContainText("Fees₹0");
  await expect(sales).toContainText("Net sales₹499");
  await expect(sales).toContainText("Settlement fees (1 settlement)₹2.50");
  await expect(sales).toContainText("Settled to bank₹496.50");
  await expectAccessible(shop);
  const csv = await download(shop, () =>
    shop.getByRole("button", { name: "Download CSV (Excel)" }).click(),
  );
  const text = csv.bytes.toString("utf8");
  expect(text).toContain(
    "\r\nDate,Time,Settled (INR),Settlement fee (INR),To bank (INR),Status,Reference\r\n",
  );
  expect(text).toMatch(/\r\n\d{4}-\d\d-\d\d,\d\d:\d\d,499\.00,2\.50,496\.50,Settled,[\w-]+\r\n/);
});

test("a settlement to an account ending 0000: Pending, then Failed with the ₹499 back, said plainly, live", async ({
  browser,
}) => {
  test.slow();
  const [merchant, customer] = await phones(browser, 2, newPhone);
  const shop = merchant.page;
  await signUpBusiness(shop, "Ravi Kirana");
  // The business's payout account is one the sandbox bank does not know (it ends 0000).
  const { business } = (await (await shop.request.get("/api/me/business")).json()) as {
    business: { id: string; name: string };
  };
  const renamed = await shop.request.put("/api/me/business", {
    data: {
      id: business.id,
      name: business.name,
      settlementAccount: { accountNumber: "123456780000", branch: "HDFC0001234" },
    },
  });
  expect(renamed.status()).toBe(200);
  await pay(customer.page, await makeLink(shop, 499, "Groceries"), 499);

  await shop.goto("/business/settlements");
  await expect(shop.getByRole("heading", { level: 1, name: "Settlements" })).toBeVisible();
  // The card names the account the server settles to, not the sample business's.
  await expect(shop.getByText("HDFC Bank ·· 0000", { exact: true })).toBeVisible();
  const balance = shop.getByText("Business balance", { exact: true }).locator("..");
  await expect(balance).toContainText("₹499");
  await settleAll(shop, 499);
  const said = shop.getByRole("status").filter({ hasText: "₹496.50" });
  await expect(said).toContainText("pending");
  const history = shop.getByRole("region", { name: "Settlement history" }).getByRole("listitem");
  await expect(history.first()).toContainText("Pending");
  await expect(balance).toContainText("₹0");

  // The bank refuses it: the same screen, not reloaded, says so and gives the ₹499 back.
  await expect(history.first()).toContainText(
    "Failed: the money is back in your business balance",
    { timeout: 15_000 },
  );
  await expect(said).toHaveText(
    "₹496.50 did not reach HDFC Bank: the bank refused it. ₹499 is back in your business balance.",
  );
  await expect(balance).toContainText("₹499");
  await expect(shop.getByRole("button", { name: "Settle ₹499 to bank" })).toBeEnabled();
  await expectAccessible(shop);
});
