import type { Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expectAccessible } from "@repo/e2e/fixtures";
import { deliveryEstimates } from "@repo/pricing/corridors";

import { typePin } from "./helpers";
import { DEFAULT_PIN, expect, test } from "./signed-in";

// Issue 32, point 9: one delivery time per corridor, from @repo/pricing, wherever a time is said
// (onboarding, the quote, the receipt, the site), and money abroad is "On its way" until that
// time has passed, then Completed. The test moves the page's clock; it never sleeps.

test.use({ timezoneId: "Asia/Kolkata" });

// The figures the copy below quotes are the pricing data's.
expect(deliveryEstimates.mobileMoney).toEqual({ unit: "minutes", max: 10 });
expect(deliveryEstimates.bank).toEqual({ unit: "days", max: 2 });

const abroad = "/send-money/enter-details?type=international&country=ZM";

/** The value beside a label (the whole label) in a list of terms and definitions. */
function valueOf(page: Page, label: string) {
  return page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** Pays a prefilled transfer to Zambia and returns on its receipt. */
async function payAbroad(page: Page, query: string) {
  await page.goto(`${abroad}&${query}`);
  await page.getByRole("button", { name: "Continue" }).click();
  await typePin(page, DEFAULT_PIN);
  await expect(page).toHaveURL(/\/transactions\/TXN\d+$/);
}

test.describe("a guest", () => {
  test("onboarding, the site's home, FAQ and calculator state the pricing data's times, never money abroad in seconds", async ({
    page,
  }) => {
    await page.goto("/onboarding");
    const claims = page.getByRole("region", { name: "Why people choose SangamPay" });
    await expect(claims).toContainText(
      "Payments to a mobile number or UPI ID arrive in seconds. Money sent abroad arrives within 10 minutes by mobile money or 2 days into a bank account, and every transfer shows its time before you pay.",
    );
    await expect(claims).not.toContainText("the other side in seconds");

    await page.goto(`${e2eUrls.site}/`);
    const features = page.locator("#features");
    await expect(features).toContainText(
      "At the corner shop in seconds, and to a family across the ocean within 10 minutes by mobile money: SangamPay shows each transfer's time before you pay.",
    );
    await expect(page.locator("body")).not.toContainText("across the ocean, SangamPay moves");

    await page.goto(`${e2eUrls.site}/faq`);
    await page.getByText("Can I send money between India and Zambia?").click();
    await expect(
      page.getByText(/^Yes\. You can send money between India and Zambia/),
    ).toContainText(
      "Money usually arrives within 10 minutes by mobile money and within 2 days into a bank account; the time is shown before you confirm.",
    );

    await page.goto(`${e2eUrls.site}/pricing`);
    const calculator = page.getByRole("region", { name: "Send money home from India" });
    await calculator.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    await calculator.getByRole("combobox", { name: "Sending to" }).selectOption("ZM");
    await calculator.getByRole("textbox", { name: "You send (INR)" }).fill("1000");
    await expect(calculator).toContainText("Usually within 10 minutes, by mobile money");
  });
});

test.describe("an Indian account", () => {
  test.use({ account: { phone: "9812345678" } });

  test("money to Zambia by mobile money is on its way until its 10 minutes have passed, then completed", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${abroad}&delivery=mobileMoney&amount=2000`);
    await expect(valueOf(page, "Delivery")).toHaveText("Usually within 10 minutes");
    await payAbroad(
      page,
      "delivery=mobileMoney&recipient=0971234567&holder=Mwila%20Banda&amount=2000",
    );

    await expect(page.getByRole("heading", { level: 1, name: "Payment on its way" })).toBeVisible();
    await expect(valueOf(page, "Status")).toHaveText("On its way");
    await expect(valueOf(page, "Delivery")).toHaveText("Mobile money, usually within 10 minutes");
    await expect(valueOf(page, "Expected by")).toHaveText(/\d{4}/);
    await expectAccessible(page);

    // Nine minutes on, it is still on its way: on the receipt, and in the recent list.
    await page.clock.fastForward("09:00");
    await expect(valueOf(page, "Status")).toHaveText("On its way");
    const receipt = page.url();
    await page.getByRole("link", { name: "Go to Home" }).click();
    const latest = page
      .getByRole("region", { name: "Recent transactions" })
      .getByRole("listitem")
      .filter({ hasText: "Mwila Banda" });
    await expect(latest).toContainText("On its way");

    // Past the tenth minute it has arrived: the list says so without a reload, then the receipt.
    await page.clock.fastForward("01:05");
    await expect(latest).not.toContainText("On its way");
    await page.goto(receipt);
    await expect(page.getByRole("heading", { level: 1, name: "Money sent abroad" })).toBeVisible();
    await expect(valueOf(page, "Status")).toHaveText("Completed");
    await expect(valueOf(page, "Status changed")).toHaveText(/\d{4}/);
    await expect(valueOf(page, "Expected by")).toHaveCount(0);
  });

  test("money to a bank account in Zambia takes its 2 days: on its way after one, completed after two", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${abroad}&delivery=bank&amount=1500`);
    await expect(valueOf(page, "Delivery")).toHaveText("Usually within 2 days");
    await payAbroad(page, "delivery=bank&recipient=0123456789&holder=Mwila%20Banda&amount=1500");
    await expect(valueOf(page, "Delivery")).toHaveText("Bank account, usually within 2 days");
    await expect(valueOf(page, "Status")).toHaveText("On its way");

    await page.clock.fastForward("24:00:00");
    await expect(valueOf(page, "Status")).toHaveText("On its way");
    await page.clock.fastForward("24:01:00");
    await expect(valueOf(page, "Status")).toHaveText("Completed");
    await expect(page.getByRole("heading", { level: 1, name: "Money sent abroad" })).toBeVisible();
  });
});
