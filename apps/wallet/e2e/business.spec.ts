import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  loadedTheme,
  test,
} from "@repo/e2e/fixtures";

import { download, signUpBusiness } from "./business-helpers";
import { typePin } from "./helpers";

test("switches to business and back to personal", async ({ page }) => {
  await signUpBusiness(page);
  await expect(page.getByRole("banner")).toContainText("Asha Kirana Store · Business");
  await expect(page.getByRole("region", { name: "Today" })).toBeVisible();
  await expect(page.getByRole("region", { name: "This month" })).toContainText("Success rate");
  await expect(
    page.getByRole("img", { name: /^Sales in the last 7 days by outlet: ₹/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "30 days" }).click();
  await expect(
    page.getByRole("img", { name: /^Sales in the last 30 days by outlet/ }),
  ).toBeVisible();
  await page.getByText("Show as a table").click();
  await expect(
    page.getByRole("table", { name: "Sales in the last 30 days by outlet" }).getByRole("row"),
  ).toHaveCount(31);
  await expect(page.getByRole("region", { name: "Top customers" }).getByRole("row")).toHaveCount(6);

  await page.getByRole("link", { name: "Switch to personal" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed up once: Switch to business goes straight to the sales home.
  await page.goto("/profile");
  await page.getByRole("link", { name: /Switch to business/ }).click();
  await expect(page).toHaveURL(/\/business$/);
});

test("the sign-up checks an optional GSTIN's check character and state", async ({ page }) => {
  await page.goto("/business");
  await expect(page).toHaveURL(/\/business\/signup$/);
  await page.getByLabel("Business name").fill("Asha Kirana Store");
  await page.getByLabel("GSTIN (optional)").fill("36AABCF1234K1ZV");
  await page.getByRole("button", { name: "Start accepting payments" }).click();
  await expect(page.getByLabel("GSTIN (optional)")).toBeFocused();
  await expect(page.getByText(/last character doesn't match/)).toBeVisible();
  await page.getByLabel("GSTIN (optional)").fill("27AAPFU0939F1ZV");
  await page.getByRole("button", { name: "Start accepting payments" }).click();
  await expect(
    page.getByText("This GSTIN is registered in Maharashtra.", { exact: false }),
  ).toBeVisible();
  await page.getByLabel("State").selectOption({ label: "Maharashtra" });
  await page.getByRole("button", { name: "Start accepting payments" }).click();
  await expect(page).toHaveURL(/\/business$/);
});

async function fillInvoice(page: Page, state: string) {
  await page.getByLabel("Customer name").fill("Ravi Traders");
  await page.getByLabel("Place of supply").selectOption({ label: state });
  await page.getByLabel("Description").fill("Basmati rice, 25 kg bag");
  await page.getByLabel("HSN/SAC code").fill("1006");
  await page.getByLabel("Quantity").fill("2");
  await page.getByLabel("Rate in rupees (before tax)").fill("1000");
  await page.getByLabel("GST", { exact: true }).selectOption("18");
}

test("a GST invoice within the state splits CGST and SGST and downloads as PDF", async ({
  page,
}) => {
  await signUpBusiness(page);
  await page
    .getByRole("navigation", { name: "Business sections" })
    .getByRole("link", { name: "Invoices" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "GST invoices" })).toBeVisible();
  await fillInvoice(page, "Telangana");
  const totals = page.getByRole("region", { name: "Invoice totals" });
  await expect(totals).toContainText("Taxable value₹2,000");
  await expect(totals).toContainText("CGST₹180");
  await expect(totals).toContainText("SGST₹180");
  await expect(totals).not.toContainText("IGST");
  await expect(totals).toContainText("Total₹2,360");
  await page.getByRole("button", { name: "Create invoice" }).click();
  const issued = page.getByRole("region", { name: /^Invoice INV\/\d{4}-\d\d\/0001 created$/ });
  await expect(issued).toContainText("Total₹2,360");
  await expectAccessible(page);
  const pdf = await download(page, () =>
    issued.getByRole("button", { name: "Download PDF" }).click(),
  );
  expect(pdf.name).toMatch(/^INV-\d{4}-\d\d-0001\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString()).toBe("%PDF");
  await issued.getByRole("button", { name: "Send as payment link" }).click();
  const whatsapp = await issued.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(decodeURIComponent(whatsapp!)).toMatch(
    /Asha Kirana Store asks you to pay ₹2,360 for Invoice INV\/\d{4}-\d\d\/0001 on SangamPay: http/,
  );

  await fillInvoice(page, "Karnataka");
  await expect(totals).toContainText("IGST₹360");
  await expect(totals).not.toContainText("CGST");
  await expect(totals).toContainText("Total₹2,360");
  await page.getByRole("button", { name: "Create invoice" }).click();
  await expect(page.getByRole("region", { name: /\/0002 created$/ })).toContainText("IGST₹360");
  await expect(page.getByRole("region", { name: "Invoices" }).getByRole("listitem")).toHaveCount(2);
});

test("an invoice with missing details says what to fix and keeps what was typed", async ({
  page,
}) => {
  await signUpBusiness(page);
  await page.goto("/business/invoices");
  await page.getByLabel("Description").fill("Delivery");
  await page.getByLabel("HSN/SAC code").fill("99");
  await page.getByRole("button", { name: "Create invoice" }).click();
  await expect(page.getByLabel("Customer name")).toBeFocused();
  await expect(page.getByText("Enter the customer's name.")).toBeVisible();
  await expect(page.getByText("Enter an HSN or SAC code of 4, 6 or 8 digits.")).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("Delivery");
});

test("settling shows the fee first, then the bank balance rises by the rest", async ({ page }) => {
  await signUpBusiness(page);
  await page.goto("/business/settlements");
  await expect(page.getByRole("heading", { level: 1, name: "Settlements" })).toBeVisible();
  // The bank account is held by the business that signed up, not by the sample's company.
  await expect(page.getByRole("main")).toContainText("Asha Kirana Store");
  await expect(page.getByRole("main")).not.toContainText("FreshMart");
  const money = (text: string | null) => Number(text!.replace(/[^\d.]/g, ""));
  const bankBefore = money(await page.getByTestId("bank-balance").textContent());
  await page.getByRole("button", { name: /^Settle ₹[\d,.]+ to bank$/ }).click();
  const confirm = page.getByRole("region", { name: "Settle to your bank now?" });
  await expect(confirm).toContainText("Instant settlement fee (0.5%)");
  const rows = confirm.getByRole("definition");
  const [balance, fee, toBank] = (await rows.allTextContents()).map(money);
  expect(fee).toBeCloseTo(Math.round(balance! * 0.5) / 100, 2);
  expect(toBank).toBeCloseTo(balance! - fee!, 2);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Confirm settlement" }).click();
  await typePin(page);
  await expect(page.getByRole("status").filter({ hasText: "settled to HDFC Bank" })).toBeVisible();
  await expect
    .poll(async () => money(await page.getByTestId("bank-balance").textContent()))
    .toBeCloseTo(bankBefore + toBank!, 2);
  await expect(page.getByRole("button", { name: "Settle ₹0 to bank" })).toBeDisabled();
  await expect(
    page.getByRole("region", { name: "Settlement history" }).getByRole("listitem"),
  ).toHaveCount(4);
});

test("the month's report downloads as Excel-friendly CSV with the sales in it", async ({
  page,
}) => {
  await signUpBusiness(page);
  await page.goto("/business/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const csv = await download(page, () =>
    page.getByRole("button", { name: "Download CSV (Excel)" }).click(),
  );
  expect(csv.name).toMatch(/^sales-\d{4}-\d\d\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.bytes.toString("utf8");
  expect(text).toContain(
    "Date,Time,Outlet,Customer,UPI ID or mobile,Gross (INR),Fee (INR),Net (INR),Status,Reference\r\n",
  );
  expect(text).toMatch(/Banjara Hills,[^,]+,[^,]+,\d+\.\d\d,0\.00,\d+\.\d\d,Completed,bs-/);
  const pdf = await download(page, () =>
    page.getByRole("button", { name: "Download PDF" }).click(),
  );
  expect(pdf.bytes.subarray(0, 4).toString()).toBe("%PDF");
});

test("each outlet has a merchant QR, open or fixed, and a printable standee", async ({ page }) => {
  await signUpBusiness(page);
  await page.goto("/business/qr");
  await expect(
    page.getByRole("img", { name: "UPI QR code to pay Asha Kirana Store at Banjara Hills" }),
  ).toBeVisible();
  await page.getByRole("radio", { name: /Kukatpally/ }).check();
  await page.getByRole("radio", { name: /Fixed amount/ }).check();
  await page.getByLabel("Amount in rupees").fill("250");
  await expect(
    page.getByRole("img", { name: "UPI QR code to pay Asha Kirana Store ₹250 at Kukatpally" }),
  ).toBeVisible();
  await expectAccessible(page);
  const png = await download(page, () =>
    page.getByRole("button", { name: "Download printable standee" }).click(),
  );
  expect(png.name).toBe("standee-kukatpally-25000.png");
  expect([...png.bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
});

// Both themes on one load of each screen (every other one loaded dark).
[
  "/business/signup",
  "/business",
  "/business/qr",
  "/business/links",
  "/business/settlements",
  "/business/invoices",
  "/business/reports",
].forEach((path, index) => {
  const loaded = loadedTheme(index);
  test(`${path} passes axe, loaded ${loaded}, in both themes`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: loaded });
    if (path !== "/business/signup") await signUpBusiness(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, loaded);
  });
});
