import type { Page } from "@playwright/test";
import { expectAccessible } from "@repo/e2e/fixtures";

import { expectNoRupees, typePin, zambia } from "./helpers";
import { expect, test } from "./signed-in";

/**
 * A Zambian account (signed in with 0971234567, an Airtel number) on every screen that is not a
 * payment flow of its own: each in kwacha, without a rupee sign, and accessible.
 */

/** Kwacha as the wallet writes it is on the page, there is no rupee sign, and axe is clean. */
async function expectKwachaScreen(page: Page) {
  await expect(page.getByRole("main")).toContainText(/K\d/);
  await expectNoRupees(page);
  await expectAccessible(page);
}

test.use({ account: zambia.account });

test("a Zambian account's dashboard, history and a receipt are in kwacha", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`, ${zambia.name}$`));
  const balance = page.getByRole("region", { name: "Total balance" });
  await expect(balance).toContainText("K15,730");
  await expect(balance.getByRole("definition")).toHaveText(["K12,480", "K3,250"]);
  await expectKwachaScreen(page);

  await page.getByRole("main").getByRole("link", { name: "See all" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  await expectKwachaScreen(page);
  const search = page.getByRole("searchbox", { name: "Search transactions" });
  await search.fill("K9,800");
  const rows = page.locator("[data-history-row]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Salary: Copperbelt Logistics Ltd");
  await expect(rows.first()).toContainText("K9,800");

  await rows.first().click();
  await expect(page).toHaveURL(/\/transactions\/zt2$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("K9,800");
  await expectKwachaScreen(page);
});

test("insights, rewards and the profile of a Zambian account", async ({ page }) => {
  await page.goto("/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expectKwachaScreen(page);

  await page.goto("/rewards");
  await expect(page.getByRole("region", { name: "Total cashback earned" })).toContainText("K40");
  // Only offers the ledger pays are listed: AIRTIME5, not the fee waiver.
  await expect(page.getByText("K5 back on mobile recharges of K50 or more.")).toBeVisible();
  await expect(page.getByText("Free first transfer to India")).toHaveCount(0);
  await expectKwachaScreen(page);

  await page.goto("/profile");
  await expect(page.getByRole("main")).toContainText("+260 97 123 4567");
  await expect(page.getByRole("main").getByRole("link", { name: /Business/ })).toHaveCount(0);
  await expectNoRupees(page);
  await expectAccessible(page);

  await page.getByRole("link", { name: /Personal details/ }).click();
  await expect(page.getByRole("main")).toContainText("+260 97 123 4567");
  await expect(page.getByText("UPI ID")).toHaveCount(0);
  await expectNoRupees(page);
  await expectAccessible(page);

  await page.goto("/profile/support");
  await page.locator("summary", { hasText: "How much can I send or add?" }).click();
  await expect(
    page.getByText(/up to K25,000 per transaction and K100,000 per day/).first(),
  ).toBeVisible();
  await expectNoRupees(page);
});

test("a Zambian account adds money from Zanaco, in kwacha", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add Money" }).click();
  await expect(page.getByRole("radio", { name: /Zanaco ••••\s3108/ })).toBeChecked();
  await expect(page.getByText("Savings account · Sort code 010002")).toBeVisible();
  await expectKwachaScreen(page);
  await page.getByLabel("Amount (K)").fill("500");
  await page.getByRole("button", { name: "Add K500" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm adding money" })).toBeVisible();
  await typePin(page, zambia.account.pin);
  await expect(page.getByRole("heading", { level: 1, name: "Money added" })).toBeVisible();
  await expect(page.getByText("Added from Zanaco")).toBeVisible();
  await expectKwachaScreen(page);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("region", { name: "Total balance" }).getByRole("definition"),
  ).toHaveText(["K11,980", "K3,750"]);
});

test("a Zambian account's request link asks in kwacha, to its number", async ({ page }) => {
  await page.goto("/request");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByLabel("Amount (K)").fill("250");
  await page.getByLabel("What for (optional)").fill("Nshima night");
  await page.getByRole("button", { name: "Create request" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Request for K250" })).toBeFocused();
  const link = new URL(await page.getByLabel("Request link").inputValue());
  expect(link.searchParams.get("cu")).toBe("ZMW");
  expect(link.searchParams.get("to")).toBe("971234567");
  await expectKwachaScreen(page);

  // Opened on this wallet, the link is a kwacha payment to Mwila's number.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { level: 2, name: "K250" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("+260 97 123 4567");
  await expectNoRupees(page);
  await expectAccessible(page);
});
