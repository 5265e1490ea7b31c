import type { Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expectAccessible } from "@repo/e2e/fixtures";
import { type Corridor, corridorFor } from "@repo/pricing/corridors";
import { quoteFromSend } from "@repo/pricing/quote";
import { formatMoney } from "@repo/ui/lib/format";

import { appOwnsPage, expectNoRupees, typePin, zambia } from "./helpers";
import { expect, signedInState, test } from "./signed-in";

const india = corridorFor("IN", "ZMW") as Corridor;
const PIN = zambia.account.pin;

test.use({ account: zambia.account });

/** The value beside a label in a list of terms and definitions. */
function valueOf(page: Page, label: string | RegExp) {
  return page
    .getByRole("term")
    .filter({ hasText: label })
    .locator("xpath=following-sibling::dd[1]");
}

test("a Zambian account sends K500 to India: the ₹ amount on the quote, confirm and receipt", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await page.getByRole("main").getByRole("link", { name: "Send", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Send money" })).toBeVisible();
  await expect(page.getByRole("link", { name: /UPI/ })).toHaveCount(0);
  const international = page.getByRole("link", { name: /^International/ });
  await expect(international).toContainText("To India, received in INR");
  await international.click();
  await expect(page.getByRole("heading", { level: 1, name: "Send abroad" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Sending to" })).toContainText("India (INR)");

  await page.getByLabel("Recipient's full name").fill("Priya Sharma");
  await page.getByLabel("Account number").fill("123456789012");
  await page.getByLabel("IFSC").fill("SBIN0020074");
  await expect(page.getByText("State Bank of India")).toBeVisible();
  await page.getByLabel("You send (ZMW)").fill("500");

  const quote = quoteFromSend(india, 500_00, "ZMW");
  const received = formatMoney(quote.receive);
  expect(received).toBe("₹1,592");
  const quoteBox = page.getByRole("region", { name: "Your quote" });
  await expect(page.getByLabel("They receive (INR)")).toHaveValue("1592");
  await expect(valueOf(page, "They receive")).toHaveText(received);
  await expect(valueOf(page, "Cross-border transfer fee (1.5%)")).toHaveText("K7.50");
  await expect(valueOf(page, "Total debited")).toHaveText("K507.50");
  await expect(quoteBox).toContainText("K1 = 3.184 INR");
  await expect(quoteBox).toContainText(
    "Mid-market rate K1 = 3.2 INR less our 0.5% exchange margin",
  );
  await expect(page.getByRole("timer")).toHaveText(/^Rate held for \d:\d\d$/);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/send-money\/confirm\?type=international&country=IN/);
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary).toContainText("Amount received" + received);
  await expect(summary).toContainText("IFSCSBIN0020074");
  await expect(valueOf(page, "Cross-border transfer fee (1.5%)")).toHaveText("K7.50");
  await expect(valueOf(page, /^Total$/)).toHaveText("K507.50");
  await expectAccessible(page);
  await typePin(page, PIN);

  await expect(page.getByRole("heading", { level: 1, name: "Payment on its way" })).toBeVisible();
  await expect(page.getByText(`They receive ${received}`)).toBeVisible();
  await expect(valueOf(page, "Amount received")).toHaveText(received);
  await expect(valueOf(page, "Amount sent")).toHaveText("K500");
  await expect(valueOf(page, "Total debited")).toHaveText("K507.50");
  await expectAccessible(page);
});

test("a Zambian account sends to an MTN MoMo number, the wallet told from the prefix", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await page.goto("/send-money");
  await page.getByRole("link", { name: /^To mobile money/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Send to mobile money" })).toBeVisible();
  const number = page.getByLabel("Mobile money number");
  await number.fill("0961234567");
  await expect(number).toHaveAccessibleDescription(/MTN MoMo wallet \+260 96 123 4567/);
  await page.getByRole("button", { name: "Set amount to K100" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(valueOf(page, "Mobile money wallet")).toHaveText("MTN MoMo");
  await expect(valueOf(page, /^Total$/)).toHaveText("K100");
  await typePin(page, PIN);

  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(valueOf(page, "Recipient")).toHaveText("+260 96 123 4567");
  await expect(valueOf(page, "Mobile money wallet")).toHaveText("MTN MoMo");
  await expect(valueOf(page, "Amount")).toHaveText("K100");
  await expectNoRupees(page);
  await expectAccessible(page);
});

test("a Zambian account's receive QR, uploaded on another Zambian account's Scan & Pay, opens a prefilled payment", async ({
  page,
  browser,
  pinRecord,
}) => {
  await page.goto("/receive");
  await expect(page.getByText("+260 97 123 4567")).toBeVisible();
  await expect(page.getByText(/UPI/)).toHaveCount(0);
  await page.getByLabel("Request an amount (optional)").fill("250");
  await expect(
    page.getByRole("img", {
      name: "QR code to pay Mwila Banda K250, SangamPay number +260 97 123 4567",
    }),
  ).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save as image" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("sangampay-qr-260971234567-250.png");
  const saved = test.info().outputPath("zambian-receive-qr.png");
  await download.saveAs(saved);

  // Another Zambian account (an MTN number), signed in on another phone, pays that code.
  const other = await browser.newContext({
    baseURL: e2eUrls.wallet,
    storageState: signedInState(
      { phone: "961234567", country: "ZM", pin: PIN },
      await pinRecord(PIN),
    ),
  });
  const payer = await other.newPage();
  const errors: string[] = [];
  payer.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  payer.on("pageerror", (error) => errors.push(error.message));
  await payer.goto("/scan-pay");
  await expect(payer.getByText(/Pay any SangamPay QR code/)).toBeVisible();
  await appOwnsPage(payer);
  await payer.getByLabel("QR code image").setInputFiles(saved);

  await expect(payer).toHaveURL(/\/send-money\/enter-details\?/);
  await expect(
    payer.getByRole("heading", { level: 1, name: "Send to a SangamPay user" }),
  ).toBeVisible();
  await expect(payer.getByRole("main").getByText("Paying Mwila Banda")).toBeVisible();
  await expect(payer.getByLabel("Zambian mobile number")).toHaveValue("971234567");
  await expect(payer.getByLabel(/^Amount/)).toHaveValue("250");
  await expectAccessible(payer);
  await payer.getByRole("button", { name: "Continue" }).click();
  await expect(payer.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(valueOf(payer, /^To$/)).toHaveText("Mwila Banda");
  await expect(valueOf(payer, /^Total$/)).toHaveText("K250");
  expect(errors, "console errors on the payer's phone").toEqual([]);
  await other.close();
});
