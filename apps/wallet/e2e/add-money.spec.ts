import { expect, test } from "@repo/e2e/fixtures";

import { balances, expectLatestTransaction, sample, typePin } from "./helpers";

test("adding money from the bank raises the wallet and lowers the bank", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add Money" }).click();
  await page.getByLabel("Amount (₹)").fill("2500");
  await expect(page.getByRole("radio", { name: /State Bank of India •••• 4521/ })).toBeChecked();
  await page.getByRole("button", { name: "Add ₹2,500" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm adding money" })).toBeVisible();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Money added" })).toBeVisible();
  // The receipt is the ledger entry's own page, and it replaced the PIN step.
  await expect(page).toHaveURL(/\/transactions\/TXN\d{10}$/);
  await expect(page.getByText("Added from State Bank of India")).toBeVisible();

  expect(await balances(page)).toEqual({ bank: sample.bank - 2500, wallet: sample.wallet + 2500 });
  await expectLatestTransaction(page, "State Bank of India", "₹2,500");
});

test("adding money by card raises the wallet only; the FAQ limit is enforced", async ({ page }) => {
  await page.goto("/add-money");
  const amount = page.getByLabel("Amount (₹)");
  await amount.fill("100001");
  await expect(
    page.getByText(
      "You can add at most ₹1,00,000 at a time, and your bank balance is ₹38,450: you can add up to ₹38,450.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add ₹/ })).toHaveCount(0);
  await amount.fill("50000");
  await expect(page.getByText("Your bank balance is ₹38,450.")).toBeVisible();
  await page.getByRole("radio", { name: /HDFC Bank RuPay •••• 3456/ }).check();
  await page.getByRole("button", { name: "Add ₹50,000" }).click();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Money added" })).toBeVisible();
  expect(await balances(page)).toEqual({ bank: sample.bank, wallet: sample.wallet + 50000 });
});
