import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";
import enHome from "@repo/i18n/locales/en/site/home.json" with { type: "json" };
import enLanding from "@repo/i18n/locales/en/site/landing.json" with { type: "json" };
import enFees from "@repo/i18n/locales/en/site/merchant-fees.json" with { type: "json" };
import teFees from "@repo/i18n/locales/te/site/merchant-fees.json" with { type: "json" };
import { bankAccounts } from "@repo/mock-data/banks";
import { merchantFees, merchantPlanRate } from "@repo/pricing/merchant-fees";
import { formatPercent } from "@repo/pricing/percent";

// Issue 32, point 10: the site says one thing about fees and figures, everywhere.

/** Each merchant fee as the pages must state it: its name, its rate and what it is charged on. */
function expectedFees(words: typeof enFees) {
  return merchantFees.map(({ id, rate }) => ({
    label: words.items[id].label,
    fee: rate === 0 ? words.free : formatPercent(rate),
    per: words.items[id].per,
    applies: words.items[id].applies,
  }));
}

async function expectMerchantFees(page: Page, words: typeof enFees) {
  const section = page.getByRole("region", { name: words.title });
  const items = section.getByRole("listitem");
  const expected = expectedFees(words);
  await expect(items).toHaveCount(expected.length);
  for (const [i, { label, fee, per, applies }] of expected.entries()) {
    await expect(items.nth(i).getByRole("heading", { level: 3 })).toHaveText(label);
    await expect(items.nth(i).getByText(fee, { exact: true })).toBeVisible();
    await expect(items.nth(i)).toContainText(per);
    await expect(items.nth(i)).toContainText(applies);
  }
  // Which payment the Merchant plan's rate is: said once, beside the fees it is made of.
  await expect(section).toContainText(
    words.plan.replace("{{planRate}}", formatPercent(merchantPlanRate)),
  );
}

for (const [language, prefix, words] of [
  ["en", "", enFees],
  ["te", "/te", teFees],
] as const) {
  test(`${language}: /pricing and /merchant state the same merchant fees, each with the payment it applies to`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/pricing`);
    await expectMerchantFees(page, words);
    await page.goto(`${prefix}/merchant`);
    await expectMerchantFees(page, words);
  });
}

test("/pricing's Merchant plan is the rate the merchant fees add up to", async ({ page }) => {
  await page.goto("/pricing");
  const plan = page
    .getByRole("region", { name: "Choose your plan" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Merchant", exact: true }) });
  await expect(plan).toContainText(formatPercent(merchantPlanRate));
  // The payment gateway's rate is a merchant fee of its own, not a second charge on the plan.
  await expect(page.getByRole("table")).not.toContainText("Payment gateway");
});

test("the placeholder figures beside 'Coming soon' are labelled as targets", async ({ page }) => {
  for (const [path, label] of [
    ["/", enHome.stats.label],
    ["/landing", enLanding.stats.label],
  ] as const) {
    await page.goto(path);
    expect(label).toMatch(/target/i);
    const caption = page.getByText(label, { exact: true });
    await expect(caption).toBeVisible();
    await expect(page.getByRole("definition").first()).toBeVisible();
    await expect(page.getByLabel(label, { exact: true }).getByRole("definition")).not.toHaveCount(
      0,
    );
  }
  await page.goto("/waitlist");
  await expect(page.getByText("Join 10M+ users")).toHaveCount(0);
  await expect(page.getByText("Our target: 10M+ users", { exact: true })).toBeVisible();
});

test("the home page promises no gas bills and no reminders the wallet does not have", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("heading", { level: 2, name: "See it in action" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { level: 3, name: "Utility Bills" })).toBeVisible();
  await expect(page.getByText("Gas", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/\bgas\b/i)).toHaveCount(0);
  await expect(page.getByText(/remind/i)).toHaveCount(0);
});

test("the sample bank account reads the wallet's own last digits on every page that shows it", async ({
  page,
}) => {
  const primary = bankAccounts.find((account) => account.primary)!;
  for (const path of ["/", "/merchant"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text, path).toContain(primary.last4);
    expect(text, path).not.toMatch(/\b4821\b/);
  }
});
