import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { balances, expectLatestTransaction, sample, typePin } from "./helpers";

test("/recharge detects the operator, lists its plans, and lets the person choose another", async ({
  page,
}) => {
  await page.goto("/recharge");
  const number = page.getByLabel("Mobile number");
  await number.fill("5876543210");
  await expect(page.getByText("Indian mobile numbers start with 6, 7, 8 or 9.")).toBeVisible();
  await number.fill("70130 12345");
  await expect(number).toHaveValue("7013012345");
  await expect(page.getByLabel("Operator")).toHaveValue("jio");
  await expect(page.getByText("Detected from the number: Jio.")).toBeVisible();
  await page.getByLabel("Operator").selectOption("vi");
  const plans = page.getByRole("group", { name: "Plans for Vi" }).getByRole("radio");
  await expect(plans).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Recharge", exact: true })).toBeDisabled();
  await page.getByRole("radio", { name: /₹299/ }).check();
  await expect(page.getByRole("button", { name: "Recharge for ₹299" })).toBeEnabled();
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
  // The receipt is the ledger entry's own page, and it replaced the PIN step.
  await expect(page).toHaveURL(/\/transactions\/TXN\d{10}$/);
  await expect(page.getByRole("definition").filter({ hasText: "+91 98765 43210" })).toBeVisible();

  // Less the payment, plus its first-payment cashback (10%: ₹29) and RECHARGE20's ₹20.
  expect(await balances(page)).toEqual({
    bank: sample.bank,
    wallet: sample.wallet - 299 + 29 + 20,
  });
  await expectLatestTransaction(page, "Airtel Prepaid Recharge", "₹299");
});

test("a reload on the confirm step keeps the number and the plan; logging out forgets them", async ({
  page,
}) => {
  await page.goto("/recharge");
  await page.getByLabel("Mobile number").fill("7013012345");
  await page.getByRole("radio", { name: /₹299/ }).check();
  await page.getByRole("button", { name: "Recharge for ₹299" }).click();
  await expect(page).toHaveURL(/\/recharge\?step=confirm$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm recharge" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary).toContainText("+91 70130 12345");
  await expect(summary).toContainText("Jio");
  await expect(summary).toContainText("₹299");
  // Back to the form: it still holds them.
  await page.goBack();
  await expect(page.getByLabel("Mobile number")).toHaveValue("7013012345");

  const drafts = () =>
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("draft")));
  expect(await drafts()).not.toEqual([]);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.waitForURL(`${e2eUrls.site}/`);
  await page.goto("/login"); // the same tab, back on the wallet
  expect(await drafts()).toEqual([]);
});
