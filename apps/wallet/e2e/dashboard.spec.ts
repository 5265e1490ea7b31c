import { expect, test } from "@repo/e2e/fixtures";

import { pauseClock, sample } from "./helpers";

test.use({ timezoneId: "Asia/Kolkata" });

test("greets by the time of day", async ({ page }) => {
  await pauseClock(page, new Date("2026-11-21T09:00:00+05:30"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Good morning, Priya" })).toBeVisible();
  await page.clock.setFixedTime(new Date("2026-11-21T14:00:00+05:30"));
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: "Good afternoon, Priya" }),
  ).toBeVisible();
  await page.clock.setFixedTime(new Date("2026-11-21T19:30:00+05:30"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Good evening, Priya" })).toBeVisible();
});

test("shows the balance split, quick actions, offer, services, monthly summary and recent transactions", async ({
  page,
}) => {
  await page.goto("/dashboard");
  const balance = page.getByRole("region", { name: "Total balance" });
  await expect(balance).toContainText(sample.total);
  await expect(balance.getByRole("definition")).toHaveText(["₹38,450", "₹12,500"]);
  await expect(balance.getByRole("term")).toHaveText(["Bank", "Wallet"]);

  const actions = page.getByRole("navigation", { name: "Quick actions" }).getByRole("link");
  await expect(actions).toHaveText(["Send", "Scan & Pay", "Receive", "Add Money"]);
  for (const [name, href] of [
    ["Send", "/send-money"],
    ["Scan & Pay", "/scan-pay"],
    ["Receive", "/receive"],
    ["Add Money", "/add-money"],
  ] as const) {
    await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      href,
    );
  }

  const offer = page.getByRole("region", { name: "Cashback on your first payment" });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("link", { name: "View offer" })).toHaveAttribute("href", "/rewards");

  for (const [name, href] of [
    ["Mobile Recharge", "/recharge"],
    ["Bill Payments", "/bills"],
    ["Rewards", "/rewards"],
  ] as const) {
    await expect(
      page.getByRole("navigation", { name: "Quick services" }).getByRole("link", { name }),
    ).toHaveAttribute("href", href);
  }

  const summary = page.getByRole("region", { name: "Summary for November 2026" });
  await expect(summary.getByRole("definition")).toHaveText([sample.spent, sample.received, "₹0"]);
  await expect(summary.getByRole("img")).toHaveAccessibleName(
    /Money spent and received by week in November 2026\. Days 1–7: spent ₹0, received ₹0; Days 8–14: spent ₹299, received ₹4,000; Days 15–21: spent ₹5,595, received ₹65,850/,
  );

  const recent = page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");
  await expect(recent).toHaveCount(6);
  await expect(recent.first()).toContainText("Rahul Verma");
  await expect(recent.first()).toContainText("Paid −₹1,200");
  await expect(recent.nth(1)).toContainText("Received +₹65,000");
});

test("the profile button opens /profile and Send opens /send-money", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("main").getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("link", { name: "Back" }).click();
  await page.getByRole("link", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(/\/send-money$/);
  await expect(page.getByRole("heading", { level: 1, name: "Send money" })).toBeVisible();
});

test("the theme toggle switches between light and dark", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

const englishMonth = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

for (const [lang, title, month] of [
  ["hi", "हाल के लेन-देन", /\d{1,2} [\u0900-\u097F]+॰? \d{4}/],
  ["te", "ఇటీవలి లావాదేవీలు", /\d{1,2} [\u0C00-\u0C7F]+,? \d{4}/],
] as const) {
  test(`recent transactions are dated in the active language (${lang})`, async ({ page }) => {
    await page.goto(`/dashboard?lang=${lang}`);
    const recent = page.getByRole("region", { name: title }).getByRole("listitem");
    await expect(recent.first()).toContainText(month);
    await expect(recent.first()).not.toContainText(englishMonth);
    // Money keeps its Indian grouping in every language.
    await expect(page.getByText("₹38,450")).toBeVisible();
  });
}
