import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { sample, typePin } from "./helpers";

// The suite blocks service workers (packages/e2e config); these tests are about the wallet's.
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker has precached the wallet and controls this page. */
async function waitForOfflineReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
}

test("the web app manifest makes the wallet installable", async ({ page, request }) => {
  await page.goto("/dashboard");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    id: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: "SangamPay Wallet",
    short_name: "SangamPay",
    display: "standalone",
    start_url: "/",
    scope: "/",
    id: "/",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = manifest.icons.map(
    (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ""}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
  }
});

test("after one visit the wallet works offline: reload, dashboard, a payment to its receipt", async ({
  page,
  context,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Priya/);
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Priya/);
  await expect(page.getByRole("region", { name: "Total balance" })).toContainText(sample.total);

  // A screen never opened online, reached by address: served from the precache.
  await page.goto("/send-money");
  await expect(page.getByRole("heading", { level: 1, name: "Send money" })).toBeVisible();
  await page.getByRole("link", { name: /To Mobile Number/ }).click();
  await page.getByLabel("Mobile number").fill("9812345670");
  await page.getByLabel("Amount (₹)").fill("500");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await typePin(page, "246810");
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment details" })).toContainText("₹500");

  // Still offline, the dashboard shows the new balance (with the first payment's ₹50 cashback).
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page.getByRole("region", { name: "Total balance" })).toContainText("₹50,500");
});
