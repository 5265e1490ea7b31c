import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";
import { expectAccessible } from "@repo/e2e/fixtures";

import { typePin, zambia } from "./helpers";
import { expect, test } from "./signed-in";

// Issue 32, point 14: one way to write a number, from the confirm step to the receipt's PDF.
async function payAndCheck(page: Page, confirmUrl: string, shown: string, pin?: string) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.goto(confirmUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(shown);
  await typePin(page, pin);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(page.getByText(`Paid to ${shown}`, { exact: true })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = await readFile(await (await downloading).path(), "latin1");
  expect(pdf).toContain(shown);
  await page.getByRole("button", { name: "Share" }).click();
  const shared = await page.waitForFunction(
    () => (window as unknown as { shared?: ShareData }).shared,
  );
  expect(((await shared.jsonValue()) as ShareData).text).toContain(`Recipient: ${shown}`);

  await page.goto("/transactions");
  // The payment's row (a first payment's cashback may be credited just above it).
  await expect(page.locator("[data-history-row]").filter({ hasText: shown })).toHaveCount(1);
  await expectAccessible(page);
}

test("an Indian number reads +91 98480 22338 on confirm, receipt, history and PDF", async ({
  page,
}) => {
  await payAndCheck(
    page,
    "/send-money/confirm?type=phone&recipient=9848022338&amount=50",
    "+91 98480 22338",
  );
});

test.describe("Zambia", () => {
  test.use({ account: zambia.account });

  test("a Zambian number reads +260 96 123 4567 on confirm, receipt, history and PDF", async ({
    page,
  }) => {
    await payAndCheck(
      page,
      "/send-money/confirm?type=phone&recipient=961234567&amount=50",
      "+260 96 123 4567",
      zambia.account.pin,
    );
  });
});

test("a number abroad reads as its country writes it on confirm and the receipt", async ({
  page,
}) => {
  await page.goto(
    "/send-money/confirm?type=international&country=KE&delivery=mobileMoney" +
      "&recipient=%2B254712345678&holder=Wanjiru%20Kamau&network=M-Pesa&amount=1000",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("+254 712 345 678");
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment on its way" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment details" })).toContainText(
    "+254 712 345 678",
  );
  await expectAccessible(page);
});
