import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { typePin } from "./helpers";

/**
 * Every step of a flow is an entry in the browser's history: Back returns to the step before
 * with everything still on it, the in-app back arrow does the same without adding entries, and
 * after paying, Back never shows the PIN step again.
 */

const historyLength = (page: Page) => page.evaluate(() => history.length);
const backArrow = (page: Page) => page.getByRole("link", { name: "Back", exact: true });

/** Goes back one step, by the browser's Back or by the in-app arrow (which must not add entries). */
async function goBack(page: Page, how: "browser" | "arrow") {
  if (how === "browser") {
    await page.goBack();
    return;
  }
  const before = await historyLength(page);
  await backArrow(page).click();
  await expect.poll(() => historyLength(page)).toBe(before);
}

const confirmHeading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

for (const how of ["browser", "arrow"] as const) {
  test.describe(`Back (${how})`, () => {
    test("send money: confirm → Back returns the form with every field filled", async ({
      page,
    }) => {
      await page.goto("/send-money");
      await page.getByRole("link", { name: /To Bank Account/ }).click();
      const fields: [Locator, string][] = [
        [page.getByLabel("Account number", { exact: true }), "123456789012"],
        [page.getByLabel("Account number again"), "123456789012"],
        [page.getByLabel("IFSC"), "SBIN0001234"],
        [page.getByLabel("Account holder's name"), "Ravi Kumar"],
        [page.getByLabel("Amount (₹)"), "750"],
        [page.getByLabel("Note (optional)"), "Rent for November"],
      ];
      for (const [field, value] of fields) await field.fill(value);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(confirmHeading(page, "Confirm payment")).toBeVisible();
      await expect(page.getByRole("region", { name: "Payment summary" })).toContainText(
        "Ravi Kumar",
      );

      await goBack(page, how);
      await expect(confirmHeading(page, "Send to a bank account")).toBeVisible();
      for (const [field, value] of fields) await expect(field).toHaveValue(value);
      // Back again leaves the flow step by step: the methods, then where it started.
      await goBack(page, how);
      await expect(page).toHaveURL(/\/send-money$/);
    });

    test("bills: confirm → Back returns the fetched bill and its amount", async ({ page }) => {
      await page.goto("/bills");
      await page.getByRole("link", { name: "Water" }).click();
      await page.getByRole("link", { name: "Delhi Jal Board" }).click();
      await page.getByLabel("Consumer number").fill("2030123456");
      await page.getByRole("button", { name: "Fetch bill" }).click();
      const pay = page.getByRole("button", { name: /^Pay ₹/ });
      const label = (await pay.textContent())!;
      await pay.click();
      await expect(confirmHeading(page, "Confirm bill payment")).toBeVisible();
      await expect(page).toHaveURL(/step=confirm/);

      await goBack(page, how);
      await expect(confirmHeading(page, "Delhi Jal Board")).toBeVisible();
      await expect(page.getByLabel("Consumer number")).toHaveValue("2030123456");
      await expect(page.getByRole("region", { name: "Bill from Delhi Jal Board" })).toContainText(
        "2030123456",
      );
      await expect(page.getByRole("button", { name: label })).toBeEnabled();
      await goBack(page, how);
      await expect(confirmHeading(page, "Water")).toBeVisible();
    });

    test("add money: confirm → Back returns the amount and the chosen card", async ({ page }) => {
      await page.goto("/dashboard");
      await page.getByRole("link", { name: "Add Money" }).click();
      await page.getByLabel("Amount (₹)").fill("1200");
      const card = page.getByRole("radio", { name: /HDFC Bank RuPay •••• 3456/ });
      await card.check();
      await page.getByRole("button", { name: "Add ₹1,200" }).click();
      await expect(confirmHeading(page, "Confirm adding money")).toBeVisible();

      await goBack(page, how);
      await expect(page.getByLabel("Amount (₹)")).toHaveValue("1200");
      await expect(card).toBeChecked();
      await expect(page.getByRole("button", { name: "Add ₹1,200" })).toBeEnabled();
      await goBack(page, how);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test("recharge: confirm → Back returns the number, operator and plan", async ({ page }) => {
      await page.goto("/dashboard");
      await page.getByRole("link", { name: "Mobile Recharge" }).click();
      await page.getByLabel("Mobile number").fill("9823456781");
      await page.getByLabel("Operator").selectOption("vi");
      const plan = page.getByRole("radio", { name: /₹299/ });
      await plan.check();
      await page.getByRole("button", { name: "Recharge for ₹299" }).click();
      await expect(confirmHeading(page, "Confirm recharge")).toBeVisible();

      await goBack(page, how);
      await expect(page.getByLabel("Mobile number")).toHaveValue("9823456781");
      await expect(page.getByLabel("Operator")).toHaveValue("vi");
      await expect(plan).toBeChecked();
      await goBack(page, how);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}

test("the back arrow of a screen opened directly goes to its parent, in place of it", async ({
  page,
}) => {
  await page.goto("/recharge?step=confirm");
  // Nothing was entered: the form shows, and its back arrow leads to the dashboard.
  await expect(confirmHeading(page, "Mobile recharge")).toBeVisible();
  const before = await historyLength(page);
  await backArrow(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await historyLength(page)).toBe(before);
});

test("after paying, Back returns to the form, never to the PIN step", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Mobile Recharge" }).click();
  await page.getByRole("button", { name: "Recharge my number" }).click();
  await page.getByRole("radio", { name: /₹299/ }).check();
  await page.getByRole("button", { name: "Recharge for ₹299" }).click();
  await typePin(page);
  await expect(confirmHeading(page, "Recharge successful")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/recharge$/);
  await expect(confirmHeading(page, "Mobile recharge")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete last digit" })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same for money sent: Back from the receipt is the filled form, not the keypad.
  await page.goto("/send-money/enter-details?type=phone");
  await page.getByLabel("Mobile number").fill("9823456781");
  await page.getByLabel("Amount (₹)").fill("40");
  await page.getByRole("button", { name: "Continue" }).click();
  await typePin(page);
  await expect(confirmHeading(page, "Payment successful")).toBeVisible();
  await page.goBack();
  await expect(confirmHeading(page, "Send to a mobile number")).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveValue("9823456781");
  await expect(page.getByRole("button", { name: "Delete last digit" })).toHaveCount(0);
});
