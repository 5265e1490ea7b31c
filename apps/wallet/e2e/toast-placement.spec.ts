import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { appOwnsPage, typePin } from "./helpers";
import { qrPng } from "./qr-fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** The toast's own box (the list item in the notifications region). */
const toastBox = (page: Page) =>
  page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .first();

async function expectApart(toast: Locator, control: Locator) {
  await expect(toast).toBeVisible();
  await expect(control).toBeVisible();
  const a = (await toast.boundingBox())!;
  const b = (await control.boundingBox())!;
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `toast ${JSON.stringify(a)} covers ${JSON.stringify(b)}`).toBe(false);
}

/** Pays ₹250 by UPI and waits for the receipt. */
async function payAndOpenReceipt(page: Page) {
  await page.goto("/send-money/confirm?type=upi&recipient=shop%40upi&amount=250&note=Snacks");
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
}

/** The receipt's toast must leave each of its main controls uncovered. */
async function expectReceiptControlsUncovered(page: Page) {
  const toast = toastBox(page);
  for (const control of [
    page.getByRole("button", { name: "Download" }),
    page.getByRole("button", { name: "Share" }),
    page.getByRole("link", { name: "Go to Home" }),
  ]) {
    await expectApart(toast, control);
  }
}

test("on a phone, the receipt's toast leaves Download, Share and Go to Home uncovered", async ({
  page,
}) => {
  await payAndOpenReceipt(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  await downloading;
  await expect(toastBox(page)).toContainText("Receipt downloaded");
  await expectReceiptControlsUncovered(page);
});

test("on a phone, the toast after Share (copied) leaves Download, Share and Go to Home uncovered", async ({
  page,
  context,
}) => {
  // Headless Chromium has no share sheet here: Share copies the receipt instead.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await payAndOpenReceipt(page);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(toastBox(page)).toContainText("Receipt copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("₹250");
  await expectReceiptControlsUncovered(page);
});

test("on a phone, the toast after Share fails to copy leaves Download, Share and Go to Home uncovered", async ({
  page,
}) => {
  // No share sheet and a clipboard that refuses: the longer error toast.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined });
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException("Denied", "NotAllowedError"));
  });
  await payAndOpenReceipt(page);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(toastBox(page)).toContainText("Couldn't copy the receipt");
  await expectReceiptControlsUncovered(page);
});

test("on a phone, the toast after a scan leaves Continue uncovered", async ({ page }) => {
  await page.goto("/scan-pay");
  await appOwnsPage(page);
  await page.getByLabel("QR code image").setInputFiles({
    name: "chai.png",
    mimeType: "image/png",
    buffer: qrPng("upi://pay?pa=chaipoint@okicici&pn=Chai%20Point&am=180&cu=INR"),
  });
  await expect(page).toHaveURL(/\/send-money\/enter-details\?/);
  const toast = toastBox(page);
  await expect(toast).toContainText("Chai Point");
  await expectApart(toast, page.getByRole("button", { name: "Continue" }));
});
