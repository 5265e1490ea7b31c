import { expect, test } from "@repo/e2e/fixtures";

import { holdScripts } from "../e2e/helpers";
import { newPhoneWith, phoneOf } from "./phones";

/**
 * Issue 30 goal 2: with the last known view kept in this browser, the signed-in, unlocked
 * account's dashboard shows its last balance from the page's HTML and inline script, before any
 * of the app's scripts runs, marked as refreshing; after logout no page shows it, and nothing of
 * it is kept.
 */
const newPhone = newPhoneWith("96");
const refreshing = "Showing your last known balance and payments. Refreshing…";

test("the last balance shows before the scripts run, marked as refreshing; after logout no page holds it", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneOf(browser, newPhone());
  const balance = page.getByRole("region", { name: "Total balance" });
  await expect(balance).toContainText(/₹[\d,]+(\.\d\d)?/);
  const total = /₹[\d,]+(\.\d\d)?/.exec((await balance.textContent())!)![0];

  // A visit to the dashboard with the app's scripts held back: its frame and the last balance.
  let release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(page.getByRole("heading", { level: 1, name: /^Hello,/ })).toBeVisible();
  await expect(balance.locator("p").first()).toHaveText(total);
  await expect(page.getByText(refreshing)).toBeVisible();
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(balance).toContainText(total);
  await expect(page.getByText(refreshing)).toBeHidden();
  await page.unrouteAll();

  // Logout: the dashboard's page and what this browser keeps hold no figure of the account.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/profile"));
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).not.toContain(total);
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(kept).not.toContain("sangampay-last-view");

  release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await expect(page.locator("body")).not.toContainText(total);
  release();
  await expect(page).toHaveURL(/\/login/);
});

test("/requests' frame shows before the scripts run, its lists being read, then the account's", async ({
  browser,
}) => {
  const page = await phoneOf(browser, newPhone());
  const release = await holdScripts(page);
  await page.goto("/requests", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  for (const list of ["Asked of you", "You asked"]) {
    await expect(page.getByRole("heading", { level: 2, name: list })).toBeVisible();
  }
  // The frame says the lists are being read: never "nobody asked", which it cannot know.
  await expect(page.getByText("Reading your requests…").first()).toBeVisible();
  await expect(page.getByText("Nobody has asked you for money.")).toBeHidden();
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(page.getByText("Nobody has asked you for money.")).toBeVisible();
  await expect(page.getByText("You have not asked anyone yet.")).toBeVisible();
});
