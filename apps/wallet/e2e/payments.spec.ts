import { expect, test } from "@repo/e2e/fixtures";
import type { Page } from "@playwright/test";
import { sample, typePin } from "./helpers";

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

async function balances(page: Page) {
  await page.goto("/dashboard");
  const amounts = page.getByRole("region", { name: "Total balance" }).getByRole("definition");
  await expect(amounts).toHaveCount(2);
  const values = await amounts.allTextContents();
  const [bank, wallet] = values.map((text) => Number(text.replace(/[^\d]/g, "")));
  return { bank: bank!, wallet: wallet! };
}

async function expectLatestTransaction(page: Page, name: string, amount: string) {
  await page.goto("/dashboard");
  const latest = page
    .getByRole("region", { name: "Recent transactions" })
    .getByRole("listitem")
    .first();
  await expect(latest).toContainText(name);
  await expect(latest).toContainText(amount);
}

test("a bill payment lowers the wallet balance and shows in recent transactions", async ({
  page,
}) => {
  expect(await balances(page)).toEqual({ bank: sample.bank, wallet: sample.wallet });
  await page.getByRole("link", { name: "Bill Payments" }).click();
  await page.getByRole("link", { name: "Electricity" }).click();
  await page.getByRole("link", { name: "TSSPDCL Electricity" }).click();
  await page.getByLabel("Consumer number").fill("110456789");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  const pay = page.getByRole("button", { name: /^Pay ₹/ });
  const amount = Number((await pay.textContent())!.replace(/[^\d]/g, ""));
  expect(amount).toBeGreaterThanOrEqual(450);
  await pay.click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm bill payment" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "FREE" })).toBeVisible();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bill paid" })).toBeVisible();
  await expect(page.getByText(`Paid to TSSPDCL Electricity`)).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();

  expect(await balances(page)).toEqual({ bank: sample.bank, wallet: sample.wallet - amount });
  await expectLatestTransaction(page, "TSSPDCL Electricity", rupees(amount));

  // The first payment made in the app earns the dashboard banner's cashback.
  await page.goto("/rewards");
  const cashback = Math.min(100, Math.floor(amount / 10));
  await expect(page.getByRole("region", { name: "Cashback on your first payment" })).toContainText(
    `You earned ${rupees(cashback)} on your first payment of ${rupees(amount)} to TSSPDCL Electricity.`,
  );
  await expect(page.getByRole("region", { name: "Total cashback earned" })).toContainText(
    rupees(195 + cashback),
  );
});

test("a recharge lowers the wallet balance and shows in recent transactions", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Mobile Recharge" }).click();
  await page.getByRole("button", { name: "Recharge my number" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveValue("9876543210");
  await expect(page.getByLabel("Operator")).toHaveValue("airtel");
  await page.getByRole("radio", { name: /₹299/ }).check();
  await page.getByRole("button", { name: "Recharge for ₹299" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm recharge" })).toBeVisible();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Recharge successful" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "9876543210" })).toBeVisible();

  expect(await balances(page)).toEqual({ bank: sample.bank, wallet: sample.wallet - 299 });
  await expectLatestTransaction(page, "Airtel Prepaid Recharge", "₹299");
});

test("adding money from the bank raises the wallet and lowers the bank", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add Money" }).click();
  await page.getByLabel("Amount (₹)").fill("2500");
  await expect(page.getByRole("radio", { name: /State Bank of India •••• 4521/ })).toBeChecked();
  await page.getByRole("button", { name: "Add ₹2,500" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm adding money" })).toBeVisible();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Money added" })).toBeVisible();
  await expect(page.getByText("Added from State Bank of India")).toBeVisible();

  expect(await balances(page)).toEqual({ bank: sample.bank - 2500, wallet: sample.wallet + 2500 });
  await expectLatestTransaction(page, "State Bank of India", "₹2,500");
});

test("adding money by card raises the wallet only; the FAQ limit is enforced", async ({ page }) => {
  await page.goto("/add-money");
  const amount = page.getByLabel("Amount (₹)");
  await amount.fill("100001");
  await expect(page.getByText("You can add up to ₹1,00,000 in one transaction.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add ₹/ })).toHaveCount(0);
  await amount.fill("50000");
  await expect(page.getByText("Your bank balance is ₹38,450.")).toBeVisible();
  await page.getByRole("radio", { name: /HDFC Bank RuPay •••• 3456/ }).check();
  await page.getByRole("button", { name: "Add ₹50,000" }).click();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Money added" })).toBeVisible();
  expect(await balances(page)).toEqual({ bank: sample.bank, wallet: sample.wallet + 50000 });
});

test("a bill larger than the wallet cannot be paid", async ({ page }) => {
  await page.goto("/bills?country=IN&category=tax&biller=in-income-tax");
  // Find a PAN whose sample bill is above the ₹12,500 in the wallet.
  for (let i = 1000; i < 1100; i++) {
    await page.getByLabel("PAN").fill(`ABCPS${i}K`);
    await page.getByRole("button", { name: "Fetch bill" }).click();
    if (await page.getByText(/less than this bill/).isVisible()) break;
  }
  await expect(page.getByText(/Your wallet holds ₹12,500, less than this bill/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeDisabled();
});
