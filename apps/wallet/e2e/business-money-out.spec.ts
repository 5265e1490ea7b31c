import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { download, signUpBusiness } from "./business-helpers";
import { typePin } from "./helpers";

// Issue 32, point 6: money leaves a business only with the PIN; reports carry gross, fee and net.
test("settling the business balance to the bank asks for the PIN first", async ({ page }) => {
  await signUpBusiness(page);
  await page.goto("/business/settlements");
  const money = (text: string | null) => Number(text!.replace(/[^\d.]/g, ""));
  const bankBefore = money(await page.getByTestId("bank-balance").textContent());
  await page.getByRole("button", { name: /^Settle ₹[\d,.]+ to bank$/ }).click();
  const confirm = page.getByRole("region", { name: "Settle to your bank now?" });
  const toBank = money(await confirm.getByRole("definition").last().textContent());
  await confirm.getByRole("button", { name: "Confirm settlement" }).click();
  // Nothing moves before the PIN.
  await expect(
    page.getByRole("group", { name: /^Enter your 6-digit PIN to settle ₹[\d,.]+ to your bank$/ }),
  ).toBeVisible();
  expect(money(await page.getByTestId("bank-balance").textContent())).toBe(bankBefore);
  await expectAccessible(page);
  await typePin(page);
  await expect(page.getByRole("status").filter({ hasText: "settled to HDFC Bank" })).toBeVisible();
  await expect
    .poll(async () => money(await page.getByTestId("bank-balance").textContent()))
    .toBeCloseTo(bankBefore + toBank, 2);
});

test("the sales report shows gross, fee and net on screen, in the CSV and the PDF", async ({
  page,
}) => {
  await signUpBusiness(page);
  // A ₹499 link payment: the 1.5% link fee (₹7.49) is kept back, ₹491.51 reaches the business.
  await page.goto("/business/links");
  await page.getByLabel("Amount in rupees").fill("499");
  await page.getByRole("button", { name: "Create link" }).click();
  await page
    .getByRole("region", { name: "Your links" })
    .getByRole("link", { name: "Open the ₹499 link" })
    .click();
  await page.getByRole("button", { name: "Pay ₹499" }).click();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  await page.goto("/business/reports");
  const sales = page.getByRole("region", { name: /^Sales in / });
  await expect(sales).toContainText(/Gross sales₹[\d,.]+/);
  await expect(sales).toContainText("Fees₹7.49");
  await expect(sales).toContainText(/Net sales₹[\d,.]+/);
  await expectAccessible(page);

  const csv = await download(page, () =>
    page.getByRole("button", { name: "Download CSV (Excel)" }).click(),
  );
  const text = csv.bytes.toString("utf8");
  expect(text).toContain(
    "Date,Time,Outlet,Customer,UPI ID or mobile,Gross (INR),Fee (INR),Net (INR),Status,Reference\r\n",
  );
  expect(text).toMatch(/Priya Sharma,priya\.sharma@sangam,499\.00,7\.49,491\.51,Completed,/);
  expect(text).toMatch(/Banjara Hills,[^,]+,[^,]+,(\d+)\.00,0\.00,\1\.00,Completed,bs-/);

  const pdf = await download(page, () =>
    page.getByRole("button", { name: "Download PDF" }).click(),
  );
  const body = pdf.bytes.toString("latin1");
  for (const word of ["Gross", "Fees", "Net"]) expect(body).toContain(word);
  expect(body).toContain("INR 7.49");
});
