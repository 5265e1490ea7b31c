import type { Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expectAccessible } from "@repo/e2e/fixtures";

import { typePin, zambia } from "./helpers";
import { expect, test } from "./signed-in";

// Issue 32, point 13: a Zambian account gets what an Indian one gets: support in its own
// country, a bank account it can add (as the site's home shows), UPI when it sends to India, and
// an account field whose hint and error say the same rule.

/** The value beside a label (the whole label) in a list of terms and definitions. */
function valueOf(page: Page, label: string) {
  return page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

test.describe("a Zambian account", () => {
  test.use({ account: zambia.account });

  test("support offers a Zambian number to call, never an Indian one", async ({ page }) => {
    await page.goto("/profile/support");
    const call = page.getByRole("link", { name: /^Call / });
    await expect(call).toHaveCount(1);
    await expect(call).toHaveText(/^Call \+260 /);
    await expect(call).toHaveAttribute("href", /^tel:\+260\d{9}$/);
    await expect(page.getByRole("main")).not.toContainText("+91");
    await expectAccessible(page);
  });

  test("adds a Zambian bank account by its sort code, and it is listed with the others", async ({
    page,
  }) => {
    await page.goto("/profile/payment-methods");
    await page.getByRole("link", { name: "Add bank account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add a bank account" })).toBeVisible();
    await expect(page.getByLabel("IFSC")).toHaveCount(0);
    await page.getByLabel("Account holder's name").fill("Mwila Banda");
    await page.getByLabel("Account number", { exact: true }).fill("0012345678901");
    await page.getByLabel("Account number again").fill("0012345678901");
    const sortCode = page.getByLabel("Sort code");
    await sortCode.fill("04000");
    await sortCode.blur();
    await expect(sortCode).toHaveAttribute("aria-invalid", "true");
    await sortCode.fill("040001");
    await expect(page.getByText("Stanbic Bank Zambia", { exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add account" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Payment methods" })).toBeVisible();
    const banks = page.getByRole("region", { name: "Linked bank accounts" }).getByRole("listitem");
    await expect(banks).toHaveCount(3);
    await expect(banks.last()).toContainText("Stanbic Bank Zambia •••• 8901");
    await expect(banks.last()).toContainText("Sort code 040001");
    // …and it stays after a reload.
    await page.reload();
    await expect(banks).toHaveCount(3);
  });

  test("sends to India by UPI as well as to a bank, and pays a UPI ID", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=international");
    await expect(page.getByRole("group", { name: "Sending to" })).toContainText("India (INR)");
    await expect(page.getByRole("radio", { name: /^Bank account/ })).toBeVisible();
    await page.getByRole("radio", { name: /^UPI/ }).check();
    await expect(page.getByLabel("IFSC")).toHaveCount(0);
    await page.getByLabel("Recipient's full name").fill("Priya Sharma");
    const upi = page.getByRole("textbox", { name: "UPI ID" });
    await upi.fill("priya@");
    await upi.blur();
    await expect(upi).toHaveAccessibleDescription(/Enter a UPI ID such as name@bank/);
    await upi.fill("priya.sharma@okaxis");
    await page.getByLabel("You send (ZMW)").fill("200");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(valueOf(page, "Delivery")).toHaveText("UPI, usually within 10 minutes");
    await expect(valueOf(page, "UPI ID")).toHaveText("priya.sharma@okaxis");
    await typePin(page, zambia.account.pin);
    await expect(page).toHaveURL(/\/transactions\/TXN\d+$/);
    await expect(valueOf(page, "UPI ID")).toHaveText("priya.sharma@okaxis");
  });

  test("the account number for India: its hint and its error state the same rule", async ({
    page,
  }) => {
    await page.goto("/send-money/enter-details?type=international&delivery=bank");
    const account = page.getByLabel("Account number");
    await expect(account).toHaveAccessibleDescription(/^9 to 18 digits/);
    await account.fill("AB12CD34EF");
    await account.blur();
    await expect(account).toHaveAccessibleDescription(
      /^9 to 18 digits.*An account number has 9 to 18 digits\.$/,
    );
    await expect(page.getByRole("main")).not.toContainText("letters or digits");
  });
});

test.describe("an Indian account", () => {
  test.use({ account: { phone: "9812345678" } });

  test("support offers an Indian number", async ({ page }) => {
    await page.goto("/profile/support");
    await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
  });

  test("adds an Indian bank account by its IFSC", async ({ page }) => {
    await page.goto("/profile/payment-methods");
    await page.getByRole("link", { name: "Add bank account" }).click();
    await expect(page.getByLabel("Sort code")).toHaveCount(0);
    await page.getByLabel("Account holder's name").fill("Priya Sharma");
    await page.getByLabel("Account number", { exact: true }).fill("123456789012");
    await page.getByLabel("Account number again").fill("123456789012");
    await page.getByLabel("IFSC").fill("SBIN0020074");
    await expect(page.getByText("State Bank of India")).toBeVisible();
    await page.getByRole("button", { name: "Add account" }).click();
    const banks = page.getByRole("region", { name: "Linked bank accounts" }).getByRole("listitem");
    await expect(banks.last()).toContainText("State Bank of India •••• 9012");
    await expect(banks.last()).toContainText("IFSC SBIN0020074");
  });
});

test("the site's home Add bank account leads to the wallet's form", async ({ page }) => {
  await page.goto(`${e2eUrls.site}/`);
  const add = page.getByRole("link", { name: "Add a bank account in the wallet" });
  await expect(add).toHaveAttribute("href", `${e2eUrls.wallet}/profile/add-bank-account`);
  await add.click();
  await expect(page).toHaveURL(`${e2eUrls.wallet}/profile/add-bank-account`);
  await expect(page.getByRole("heading", { level: 1, name: "Add a bank account" })).toBeVisible();
});
