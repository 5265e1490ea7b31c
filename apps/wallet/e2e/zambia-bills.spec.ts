import type { Page } from "@playwright/test";
import { expectAccessible } from "@repo/e2e/fixtures";

import { expectNoRupees, typePin, zambia } from "./helpers";
import { expect, test } from "./signed-in";

// Signed in on the Zambian sample number (0971234567), with its PIN created.
test.use({ account: zambia.account });

/** The wallet balance on the dashboard, in ngwee, as written there ("K1,234.50"). */
async function walletKwacha(page: Page): Promise<number> {
  await page.goto("/dashboard");
  const amounts = page.getByRole("region", { name: "Total balance" }).getByRole("definition");
  await expect(amounts.nth(1)).toHaveText(/^K[\d,]+(\.\d\d)?$/);
  const wallet = (await amounts.nth(1).textContent())!;
  return Math.round(Number(wallet.replace(/[K,]/g, "")) * 100);
}

test("a Zambian account buys ZESCO prepaid units: units for the amount, a 20-digit token, kwacha out", async ({
  page,
}) => {
  const before = await walletKwacha(page);
  await page.getByRole("main").getByRole("link", { name: "Bill Payments" }).click();
  // Zambian billers only: no country to choose.
  await expect(page.getByRole("radio", { name: "India" })).toHaveCount(0);
  await page.getByRole("link", { name: "Electricity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Electricity" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Billers in Zambia" })).toBeVisible();
  await expectNoRupees(page);
  await page.getByRole("link", { name: "ZESCO prepaid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ZESCO prepaid" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sample residential tariff" })).toContainText(
    "The first 200 kWh of a month: K0.47 a unit",
  );

  await page.getByLabel("Meter number").fill("0412 345 6789");
  await page.getByRole("textbox", { name: "Amount (K)" }).fill("50");
  // K50 at 47 ngwee a unit: 106.38… kWh, rounded down.
  await expect(page.getByRole("status").filter({ hasText: "kWh" })).toHaveText(
    "K50 buys 106.3 kWh.",
  );
  await expectNoRupees(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Buy units for K50" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm electricity units" }),
  ).toBeVisible();
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary).toContainText("04123456789");
  await expect(summary).toContainText("106.3 kWh");
  await typePin(page, zambia.account.pin);

  await expect(
    page.getByRole("heading", { level: 1, name: "Electricity units bought" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/transactions\/TXN\d{10}$/);
  const details = page.getByRole("region", { name: "Payment details" });
  const token = details.getByRole("definition").filter({ hasText: /^\d{4}( \d{4}){4}$/ });
  await expect(token).toHaveCount(1);
  const digits = (await token.textContent())!.replace(/ /g, "");
  expect(digits).toMatch(/^\d{20}$/);
  await expect(
    page.getByText(`Enter this token on your meter: ${await token.textContent()}`),
  ).toBeVisible();
  await expect(details).toContainText("106.3 kWh");
  await expectNoRupees(page);
  await expectAccessible(page);

  // The same receipt, with its token, from the history after a reload.
  const receipt = page.url();
  await page.goto(receipt);
  await expect(page.getByRole("region", { name: "Payment details" })).toContainText(
    (await token.textContent())!,
  );

  expect(await walletKwacha(page)).toBeLessThan(before);
});

test("a Zambian account buys MTN airtime: the network told from the number, kwacha out", async ({
  page,
}) => {
  const before = await walletKwacha(page);
  await page.getByRole("main").getByRole("link", { name: "Mobile Recharge" }).click();
  const number = page.getByLabel("Mobile number");
  await number.fill("0961234567");
  await expect(page.getByLabel("Operator")).toHaveValue("MTN");
  await expect(page.getByText("Detected from the number: MTN.")).toBeVisible();
  await page.getByRole("textbox", { name: "Amount (K)" }).fill("50");
  await expectNoRupees(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Buy K50 of airtime" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm airtime or bundle" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment summary" })).toContainText(
    "+260 96 123 4567",
  );
  await typePin(page, zambia.account.pin);
  await expect(page.getByRole("heading", { level: 1, name: "Recharge successful" })).toBeVisible();
  await expect(page.getByText("Paid to MTN airtime")).toBeVisible();
  await expectNoRupees(page);

  expect(await walletKwacha(page)).toBeLessThan(before);
});

test("bundles: choose the network when the number cannot tell, then a bundle in kwacha", async ({
  page,
}) => {
  await page.goto("/recharge");
  await page.getByLabel("Mobile number").fill("0911234567");
  await page.getByLabel("Mobile number").blur();
  await expect(page.getByRole("alert")).toHaveText(
    "Zambian mobile numbers start with 96, 76, 97, 77, 95 or 75.",
  );
  await page.getByLabel("Mobile number").fill("0951234567");
  await expect(page.getByLabel("Operator")).toHaveValue("Zamtel");
  await page.getByText("Bundles", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Bundles" })).toBeChecked();
  await page.getByLabel("Operator").selectOption("Airtel");
  const bundles = page.getByRole("group", { name: "Airtel bundles" });
  await bundles.getByRole("radio", { name: /K45/ }).check();
  await expect(page.getByRole("button", { name: "Buy bundle for K45" })).toBeEnabled();
  await expectNoRupees(page);
  await expectAccessible(page);
});
