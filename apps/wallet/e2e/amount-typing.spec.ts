import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

/**
 * Issue 32, point 2: an amount typed is never changed into another without a word (1e3 is not 13,
 * -500 is not 500), and an amount over the limit is explained once, with what the person can do
 * with the money they have; adding money speaks of adding, not paying.
 */

const guardOf = (page: Page) => page.locator("#amount-guard");

async function openSend(page: Page) {
  await page.goto("/send-money/enter-details?type=upi&recipient=shop%40upi");
  await expect(page.getByLabel("UPI ID")).toHaveValue("shop@upi");
}

test.describe("what is typed stays what it is", () => {
  test("1e3 stays 1e3 with its reason, never becomes 13", async ({ page }) => {
    await openSend(page);
    const amount = page.getByLabel("Amount (₹)");
    await amount.pressSequentially("1e3");
    await expect(amount).not.toHaveValue("13");
    await expect(amount).toHaveValue("1e3");
    await expect(guardOf(page)).toHaveText("Amounts take digits and one decimal point only.");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expectAccessible(page);
  });

  test("-500 stays -500 with its reason, never becomes 500", async ({ page }) => {
    await openSend(page);
    const amount = page.getByLabel("Amount (₹)");
    await amount.pressSequentially("-500");
    await expect(amount).not.toHaveValue("500");
    await expect(amount).toHaveValue("-500");
    await expect(guardOf(page)).toHaveText("An amount can't be negative.");
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    // Taking the minus away leaves ₹500, and the reason goes with it.
    await amount.press("Home");
    await amount.press("Delete");
    await expect(amount).toHaveValue("500");
    await expect(guardOf(page)).toBeEmpty();
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  });

  test("Add money's field reads the same way", async ({ page }) => {
    await page.goto("/add-money");
    const amount = page.getByLabel("Amount (₹)");
    await amount.pressSequentially("1e3");
    await expect(amount).toHaveValue("1e3");
    await expect(guardOf(page)).toHaveText("Amounts take digits and one decimal point only.");
    await expect(page.getByRole("button", { name: /^Add ₹13$/ })).toHaveCount(0);
  });
});

test.describe("the limit, said once, with what can be done", () => {
  test("₹99,999,999 from a ₹12,500 wallet: the limit once, and what the wallet allows", async ({
    page,
  }) => {
    await openSend(page);
    await page.getByLabel("Amount (₹)").pressSequentially("99999999");
    const main = page.getByRole("main");
    await expect(main.getByText(/at most ₹1,00,000/)).toHaveCount(1);
    await expect(main).not.toContainText("₹10,00,000");
    await expect(page.locator("#amount-problem")).toHaveText(
      "One payment can be at most ₹1,00,000, and your wallet holds ₹12,500: you can pay up to ₹12,500.",
    );
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expectAccessible(page);
  });

  test("Add money's limit speaks of adding, never of paying", async ({ page }) => {
    await page.goto("/add-money");
    const main = page.getByRole("main");
    await expect(main.getByText("You can add ₹1 to ₹1,00,000 at a time.")).toBeVisible();
    await page.getByLabel("Amount (₹)").pressSequentially("999999");
    await expect(page.locator("#amount-problem")).toHaveText(
      "You can add at most ₹1,00,000 at a time, and your bank balance is ₹38,450: you can add up to ₹38,450.",
    );
    await expect(main.getByText(/\bpay\b/i)).toHaveCount(0);
    // From a card, only the limit stands.
    await page.getByRole("radio", { name: /Visa •••• 9012/ }).check();
    await expect(page.locator("#amount-problem")).toHaveText(
      "You can add at most ₹1,00,000 at a time.",
    );
  });
});
