import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { balances, NOW, rupees, sample, typePin } from "./helpers";

/**
 * Issue 32, point 5: every offer the wallet lists is paid when its terms are met, as a cashback
 * line of its own in the history, once; the first-payment offer, once used, is neither on the
 * dashboard's banner nor offered again.
 */

// The offers run until December 2026, and the wallet's days are India's.
test.use({ timezoneId: "Asia/Kolkata" });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

/** The cashback lines of the history, newest first, as their rows read. */
async function cashbackLines(page: Page, count: number): Promise<string[]> {
  await page.goto("/transactions?type=cashback");
  const rows = page.locator("[data-history-row]");
  await expect(rows).toHaveCount(count);
  return rows.allTextContents();
}

const offerCards = (page: Page, section: string) =>
  page.getByRole("region", { name: section }).getByRole("listitem");

async function payBill(page: Page): Promise<number> {
  await page.goto("/bills");
  await page.getByRole("link", { name: "Electricity" }).click();
  await page.getByRole("link", { name: "TSSPDCL Electricity" }).click();
  await page.getByLabel("Consumer number").fill("110456789");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  const pay = page.getByRole("button", { name: /^Pay ₹/ });
  const amount = Number((await pay.textContent())!.replace(/[^\d]/g, ""));
  await pay.click();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bill paid" })).toBeVisible();
  return amount;
}

async function recharge(page: Page, plan: number) {
  await page.goto("/recharge");
  await page.getByRole("button", { name: "Recharge my number" }).click();
  await page.getByRole("radio", { name: new RegExp(`₹${plan}`) }).check();
  await page.getByRole("button", { name: `Recharge for ₹${plan}` }).click();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Recharge successful" })).toBeVisible();
}

test("FIRST100: the first payment earns 10% back once; the banner goes and the offer shows as used", async ({
  page,
}) => {
  await page.goto("/dashboard");
  const banner = page.getByRole("region", { name: "Cashback on your first payment" });
  await expect(banner).toBeVisible();

  await page.goto("/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=500");
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await page.goto("/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=300");
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  // ₹50 back on the first payment, none on the second.
  expect(await balances(page)).toEqual({
    bank: sample.bank,
    wallet: sample.wallet - 500 + 50 - 300,
  });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  const lines = await cashbackLines(page, 1);
  expect(lines[0]).toContain("+₹50");

  await page.goto("/rewards");
  await expect(offerCards(page, "Offers for you")).not.toContainText(["FIRST100"]);
  const used = offerCards(page, "Offers you have used");
  await expect(used).toHaveCount(1);
  await expect(used).toContainText("Cashback on your first payment");
  await expect(used).toContainText("Used");
  await expectAccessible(page);
});

test("BILLS5: a bill of ₹200 or more earns 5% back, up to ₹50, as a cashback line of its own", async ({
  page,
}) => {
  const amount = await payBill(page);
  expect(amount).toBeGreaterThanOrEqual(200);
  const first = Math.min(100, Math.floor(amount / 10));
  const bills = Math.min(50, Math.floor((amount * 5) / 100));
  expect(await balances(page)).toEqual({
    bank: sample.bank,
    wallet: sample.wallet - amount + first + bills,
  });
  const lines = await cashbackLines(page, 2);
  expect(lines.filter((line) => line.includes(`+${rupees(bills)}`))).toHaveLength(1);
  expect(lines.filter((line) => line.includes(`+${rupees(first)}`))).toHaveLength(1);

  await page.goto("/rewards");
  const history = page.getByRole("region", { name: "Reward history" }).getByRole("listitem");
  await expect(history.filter({ hasText: "Bill payment cashback" }).first()).toContainText(
    `+${rupees(bills)}`,
  );
  await expect(page.getByRole("region", { name: "Total cashback earned" })).toContainText(
    rupees(195 + first + bills),
  );
  // Bills keep earning it: it is still offered.
  await expect(offerCards(page, "Offers for you").filter({ hasText: "BILLS5" })).toHaveCount(1);
});

test("RECHARGE20: ₹20 back on a recharge of ₹249 or more, nothing on a ₹199 one", async ({
  page,
}) => {
  await recharge(page, 199);
  await recharge(page, 299);
  // The ₹199 recharge was the first payment (₹19 back); the ₹299 one earns RECHARGE20's ₹20.
  expect(await balances(page)).toEqual({
    bank: sample.bank,
    wallet: sample.wallet - 199 + 19 - 299 + 20,
  });
  const lines = await cashbackLines(page, 2);
  expect(lines[0]).toContain("+₹20");
  expect(lines[1]).toContain("+₹19");
  // A reload asks the ledger again: nothing more is credited.
  await page.reload();
  await cashbackLines(page, 2);

  await page.goto("/rewards");
  const history = page.getByRole("region", { name: "Reward history" }).getByRole("listitem");
  await expect(history.filter({ hasText: "Recharge cashback" }).first()).toContainText("+₹20");
  await expect(offerCards(page, "Offers for you").filter({ hasText: "RECHARGE20" })).toHaveCount(1);
});
