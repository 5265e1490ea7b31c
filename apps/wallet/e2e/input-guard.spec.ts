import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { sample, typePin } from "./helpers";

/** Pastes through the real clipboard, as Ctrl+V / Cmd+V does. */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+V");
}

/** The field's own refusal message: the live region its aria-describedby names. */
const guardOf = (page: Page, field: string) => page.locator(`#${field}-guard`);

test.describe("amounts are never changed behind the user's back", () => {
  test("12.50 typed on send money is ₹12.50 on confirm, never ₹1,250", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=upi&recipient=shop%40upi");
    await page.getByLabel("Amount (₹)").pressSequentially("12.50");
    await expect(page.getByLabel("Amount (₹)")).toHaveValue("12.50");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/send-money\/confirm\?.*amount=12\.5(&|$)/);
    const summary = page.getByRole("region", { name: "Payment summary" });
    await expect(summary).toContainText("₹12.50");
    await expect(page.locator("body")).not.toContainText("₹1,250");
  });

  test("1e3 is never 13: typed, it stays with its reason; filled whole, it is refused", async ({
    page,
  }) => {
    await page.goto("/add-money");
    const amount = page.getByLabel("Amount (₹)");
    await amount.pressSequentially("1e");
    await expect(amount).toHaveValue("1e");
    await expect(guardOf(page, "amount")).toHaveText(
      "Amounts take digits and one decimal point only.",
    );
    await expect(guardOf(page, "amount")).toHaveRole("status");
    await expect(amount).toHaveAccessibleDescription(
      /Amounts take digits and one decimal point only\./,
    );
    // Typed whole (as autofill or a paste would), 1e3 is refused whole, not read as 13.
    await amount.fill("1");
    await amount.fill("1e3");
    await expect(amount).toHaveValue("1");
    await expect(page.getByRole("button", { name: "Add ₹13" })).toHaveCount(0);
  });

  test("pasting abc into an amount is refused with a message; the amount stays", async ({
    page,
  }) => {
    await page.goto("/add-money");
    const amount = page.getByLabel("Amount (₹)");
    await amount.fill("250");
    await paste(page, amount, "abc");
    await expect(amount).toHaveValue("250");
    await expect(guardOf(page, "amount")).toHaveText(
      "Not pasted, as it is not an amount: Amounts take digits and one decimal point only.",
    );
    await expect(page.getByRole("button", { name: "Add ₹250" })).toBeEnabled();
  });

  test("Receive with 12.5 asks for ₹12.50 in the QR and its link, never ₹125", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/receive");
    await page.getByLabel("Request an amount (optional)").pressSequentially("12.5");
    await expect(page.getByRole("status").filter({ hasText: "Requesting" })).toHaveText(
      "Requesting ₹12.50",
    );
    await expect(page.getByRole("img", { name: /^QR code to pay/ })).toHaveAccessibleName(
      "QR code to pay Priya Sharma ₹12.50, UPI ID priya.sharma@sangam",
    );
    await page.evaluate(() => Object.assign(navigator, { share: undefined }));
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Payment link copied").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "upi://pay?pa=priya.sharma@sangam&pn=Priya%20Sharma&am=12.50&cu=INR",
    );
  });
});

test.describe("mobile numbers are read one way on every screen", () => {
  test("login: 09876543210 is 9876543210, never 0987654321", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
    const phone = page.getByLabel("Mobile number");
    await phone.pressSequentially("0");
    await expect(phone).toHaveValue("0");
    await phone.pressSequentially("9876543210");
    await expect(phone).toHaveValue("9876543210");
    await expect(guardOf(page, "phone")).toHaveText(
      "A leading 0 isn't needed here, so it was left out.",
    );
    // Typed whole (autofill), the trunk 0 goes too.
    await phone.fill("09876543210");
    await expect(phone).toHaveValue("9876543210");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText("We sent it to +91 98765 43210.")).toBeVisible();
  });

  test("login: 0000000000 is refused with a message", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
    const phone = page.getByLabel("Mobile number");
    await phone.pressSequentially("0000000000");
    await expect(phone).toHaveValue("0000000000");
    await expect(guardOf(page, "phone")).toHaveText(
      "Indian mobile numbers start with 6, 7, 8 or 9.",
    );
    await phone.fill("");
    await paste(page, phone, "0000000000");
    await expect(phone).toHaveValue("");
    await expect(guardOf(page, "phone")).toHaveText(
      "Not pasted, as it is not an Indian mobile number: Indian mobile numbers start with 6, 7, 8 or 9.",
    );
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeDisabled();
  });

  test("recharge: a pasted +91 70123 45678 is 7012345678", async ({ page }) => {
    await page.goto("/recharge");
    const number = page.getByLabel("Mobile number");
    await paste(page, number, "+91 70123 45678");
    await expect(number).toHaveValue("7012345678");
    // What was left out is said, as when it is typed.
    await expect(guardOf(page, "mobile")).toHaveText(
      "+91 is already in front of the field, so it was left out.",
    );
  });

  test("send money: a pasted +91-98123-45670 goes to confirm as 9812345670", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=phone&amount=100");
    const number = page.getByLabel("Mobile number");
    await paste(page, number, "+91-98123-45670");
    await expect(number).toHaveValue("9812345670");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/recipient=9812345670/);
  });
});

test("a top-up reads From the bank To the wallet, and the month shows it as Added", async ({
  page,
}) => {
  await page.goto("/add-money");
  await page.getByLabel("Amount (₹)").pressSequentially("12.50");
  await page.getByRole("button", { name: "Add ₹12.50" }).click();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Money added" })).toBeVisible();
  const details = page.getByRole("region", { name: "Payment details" });
  const row = (term: string) =>
    details.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) });
  await expect(row("From")).toBeVisible();
  await expect(details).toContainText("FromState Bank of India •••• 4521");
  await expect(details).toContainText("ToSangamPay wallet");
  await expect(row("Recipient")).toHaveCount(0);

  await page.getByRole("link", { name: "Go to Home" }).click();
  const summary = page.getByRole("region", { name: /^Summary for / });
  // Spent and received are unchanged; the top-up is on its own line.
  await expect(summary.getByRole("definition")).toHaveText([
    sample.spent,
    sample.received,
    "₹12.50",
  ]);
  await expect(summary.getByRole("term")).toHaveText(["Spent", "Received", "Added to wallet"]);
  const latest = page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");
  await expect(latest.first()).toContainText("Added to wallet +₹12.50");
  await expect(latest.first()).not.toContainText("Received");
});
