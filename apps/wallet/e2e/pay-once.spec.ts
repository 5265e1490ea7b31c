import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { appOwnsPage, NOW, typePin } from "./helpers";
import { qrPng } from "./qr-fixtures";

/**
 * Flows that cannot pay twice: a paid bill says so, an overdue bill says so, the wallet will not
 * pay itself, and confirm names the payee beside the ID.
 */

const TSSPDCL = "/bills?country=IN&category=electricity&biller=in-tsspdcl";

async function fetchBill(page: Page, number: string) {
  await page.getByLabel("Consumer number").fill(number);
  await page.getByRole("button", { name: "Fetch bill" }).click();
}

test.describe("bills", () => {
  // 21 Nov 2026: sample bills issued on the 1st to the 5th were due by the 20th.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
  });

  test("a paid bill fetched again shows as paid, with its receipt and no way to pay it again", async ({
    page,
  }) => {
    await page.goto(TSSPDCL);
    await fetchBill(page, "110456789");
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await typePin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Bill paid" })).toBeVisible();
    const receipt = new URL(page.url()).pathname;
    expect(receipt).toMatch(/^\/transactions\/TXN\d{10}$/);

    // Fetched again from the start, the same bill is paid.
    await page.goto(TSSPDCL);
    await fetchBill(page, "110 456 789");
    const bill = page.getByRole("region", { name: "Bill from TSSPDCL Electricity" });
    await expect(bill).toContainText("110456789");
    await expect(bill.getByText(/^Paid on /)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
    await expectAccessible(page);
    const link = bill.getByRole("link", { name: "View receipt" });
    await expect(link).toHaveAttribute("href", receipt);

    // Another number of the same biller is still due.
    await fetchBill(page, "110456783");
    await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeEnabled();
    await expect(bill.getByText(/^Paid on /)).toHaveCount(0);

    // A crafted confirm link for the paid bill shows the paid bill, not the keypad.
    await page.goto(`${TSSPDCL}&number=110456789&step=confirm`);
    await expect(
      page.getByRole("heading", { level: 1, name: "TSSPDCL Electricity" }),
    ).toBeVisible();
    await expect(bill.getByText(/^Paid on /)).toBeVisible();
    await bill.getByRole("link", { name: "View receipt" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bill paid" })).toBeVisible();
    await expect(page).toHaveURL(receipt);
  });

  test("a bill past its due date says it is overdue, in words", async ({ page }) => {
    await page.goto(TSSPDCL);
    await fetchBill(page, "110456782");
    const bill = page.getByRole("region", { name: "Bill from TSSPDCL Electricity" });
    await expect(bill.getByText(/^Overdue: this bill was due on 18 Nov/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeEnabled();
    await expectAccessible(page);
    // Due on the 21st itself: not yet overdue.
    await fetchBill(page, "110456785");
    await expect(bill).toContainText("110456785");
    await expect(bill.getByText(/Overdue/)).toHaveCount(0);
  });

  test("the overdue mark follows the clock", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-17T10:00:00+05:30"));
    await page.goto(TSSPDCL);
    await fetchBill(page, "110456782");
    const bill = page.getByRole("region", { name: "Bill from TSSPDCL Electricity" });
    await expect(bill).toContainText("110456782");
    await expect(bill.getByText(/Overdue/)).toHaveCount(0);
  });
});

test.describe("paying yourself", () => {
  test("your own QR from /receive, uploaded on Scan & Pay, is refused with a message", async ({
    page,
  }) => {
    await page.goto("/receive");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save as image" }).click();
    const saved = test.info().outputPath("own-qr.png");
    await (await downloading).saveAs(saved);

    await page.goto("/scan-pay");
    await appOwnsPage(page);
    await page.getByLabel("QR code image").setInputFiles(saved);
    await expect(
      page.getByRole("alert").filter({ hasText: "This is your own UPI ID" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/scan-pay$/);
    await expectAccessible(page);

    // The same UPI ID typed by hand, in capitals, is refused too.
    await page.getByLabel("UPI ID or UPI payment link").fill("PRIYA.SHARMA@sangam");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/scan-pay$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "This is your own UPI ID" }),
    ).toBeVisible();
  });

  test("your own number or UPI ID in send money is refused with a message", async ({ page }) => {
    const message = "This is your own mobile number or UPI ID. You can't send money to yourself.";
    await page.goto("/send-money/enter-details?type=phone");
    await page.getByLabel("Mobile number").fill("98765 43210");
    await page.getByLabel("Amount (₹)").fill("500");
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expectAccessible(page);

    await page.goto("/send-money/enter-details?type=upi");
    await page.getByLabel("UPI ID", { exact: true }).fill("priya.sharma@sangam");
    await page.getByLabel("Amount (₹)").fill("500");
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();

    // A crafted confirm link cannot reach the keypad either.
    await page.goto("/send-money/confirm?type=phone&recipient=9876543210&amount=500");
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete last digit" })).toHaveCount(0);
  });
});

test("a scanned QR's name shows on confirm beside the UPI ID, and on the receipt", async ({
  page,
}) => {
  await page.goto("/scan-pay");
  await appOwnsPage(page);
  await page.getByLabel("QR code image").setInputFiles({
    name: "chai.png",
    mimeType: "image/png",
    buffer: qrPng("upi://pay?pa=chaipoint@okicici&pn=Chai%20Point&am=180&cu=INR"),
  });
  await expect(page.getByRole("heading", { level: 1, name: "Send to a UPI ID" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Paying Chai Point")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Payment summary" });
  const rows = summary.locator("dt, dd");
  const texts = (await rows.allTextContents()).map((text) => text.trim());
  const to = texts.indexOf("To");
  expect(texts.slice(to, to + 4)).toEqual(["To", "Chai Point", "UPI ID", "chaipoint@okicici"]);
  await expectAccessible(page);

  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("Paid to Chai Point")).toBeVisible();
});

test("a name typed into a confirm link stays plain text, and another UPI ID drops the scanned name", async ({
  page,
}) => {
  await page.goto(
    `/send-money/enter-details?type=upi&recipient=shop%40okaxis&name=${encodeURIComponent("<b>Shop</b>")}&amount=50`,
  );
  await expect(page.getByRole("main").getByText("Paying <b>Shop</b>")).toBeVisible();
  await page.getByLabel("UPI ID", { exact: true }).fill("other@okaxis");
  await expect(page.getByText(/Paying/)).toHaveCount(0);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(page).not.toHaveURL(/name=/);
  await expect(page.getByRole("region", { name: "Payment summary" })).not.toContainText("Shop");
});
