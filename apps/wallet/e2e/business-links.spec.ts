import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { download, signUpBusiness, todaysSalesAt } from "./business-helpers";
import { typePin } from "./helpers";

test("a ₹499 payment link is paid with the PIN: it shows Paid and the sale is on the business home", async ({
  page,
}) => {
  await signUpBusiness(page);
  const before = await todaysSalesAt(page, "Banjara Hills");

  await page
    .getByRole("navigation", { name: "Business sections" })
    .getByRole("link", { name: "Links" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment links" })).toBeVisible();
  await page.getByLabel("Amount in rupees").fill("499");
  await page.getByLabel("Purpose (optional)").fill("Order 1042");
  const fee = page.getByRole("region", { name: "Fee" });
  await expect(fee).toContainText("Payment link fee (1.5%)₹7.49");
  await expect(fee).toContainText("You receive₹491.51");
  await page.getByRole("button", { name: "Create link" }).click();

  const made = page.getByRole("region", { name: "Link for ₹499 ready to share" });
  await expect(made.getByRole("heading")).toBeFocused();
  const whatsapp = await made.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(whatsapp!.slice("https://wa.me/?text=".length));
  expect(text).toMatch(
    /^Asha Kirana Store asks you to pay ₹499 for Order 1042 on SangamPay: http.+\/pay\?/,
  );
  await expect(made.getByRole("link", { name: "E-mail" })).toHaveAttribute(
    "href",
    /^mailto:\?subject=Payment%20request%20from%20Asha%20Kirana%20Store&body=Asha%20Kirana%20Store%20asks%20you%20to%20pay%20/,
  );
  await expect(made.getByRole("link", { name: "SMS" })).toHaveAttribute(
    "href",
    /^sms:\?body=Asha%20Kirana%20Store%20asks%20you%20to%20pay%20/,
  );
  const list = page.getByRole("region", { name: "Your links" }).getByRole("listitem");
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText("Pending");
  await expectAccessible(page);

  // The customer opens the link: the signed fields check out, and the PIN pays it.
  await list.first().getByRole("link", { name: "Open the ₹499 link" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Pay Asha Kirana Store" }),
  ).toBeVisible();
  await expect(page.getByText("Order 1042")).toBeVisible();
  await page.getByRole("button", { name: "Pay ₹499" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  await page.goto("/business/links");
  await expect(
    page.getByRole("region", { name: "Your links" }).getByRole("listitem").first(),
  ).toContainText("Paid");
  await page.goto("/business");
  const latest = page
    .getByRole("region", { name: "Recent payments" })
    .getByRole("listitem")
    .first();
  await expect(latest).toContainText("Priya Sharma");
  await expect(latest).toContainText("₹499");
  await expect(latest).toContainText("Payment link");
  expect(await todaysSalesAt(page, "Banjara Hills")).toBeCloseTo(before + 499, 2);
  // The month's report lists the sale at its full amount, the link fee kept back, and the net.
  await page.goto("/business/reports");
  const csv = await download(page, () =>
    page.getByRole("button", { name: "Download CSV (Excel)" }).click(),
  );
  expect(csv.bytes.toString("utf8")).toMatch(
    /Banjara Hills,Priya Sharma,priya\.sharma@sangam,499\.00,7\.49,491\.51,Completed,TXN\d{10}/,
  );
});

test("an edited amount is refused and never paid", async ({ page }) => {
  await signUpBusiness(page);
  await page.goto("/business/links");
  await page.getByLabel("Amount in rupees").fill("499");
  await page.getByRole("button", { name: "Create link" }).click();
  const href = await page.getByRole("link", { name: "Open the ₹499 link" }).getAttribute("href");
  const url = new URL(href!);
  url.searchParams.set("amount", "49");
  await page.goto(`${url.pathname}${url.search}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link can't be paid" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
});
