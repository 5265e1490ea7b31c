import type { Browser, Page } from "@playwright/test";
import { expect } from "@repo/e2e/fixtures";

import { signInWithOtp, typePin } from "../e2e/helpers";

let next = 0;
/**
 * A mobile number no other test of this run uses: `prefix` keeps each spec file's numbers apart
 * (files share a worker process, each with its own counter).
 */
export const newPhoneWith = (prefix: string) => () =>
  `${prefix}${String(process.pid % 10_000).padStart(4, "0")}${String(next++).padStart(4, "0")}`;

/** A new phone (browser context) signed in to a new account, with its PIN created. */
export async function phoneOf(browser: Browser, phone: string, pin = "135790"): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await signInWithOtp(page, phone);
  await expect(page.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
  await typePin(page, pin);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type(pin);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The wallet balance the dashboard shows, in whole rupees. */
export async function walletBalance(page: Page): Promise<number> {
  await page.goto("/dashboard");
  const amounts = page.getByRole("region", { name: "Total balance" }).getByRole("definition");
  await expect(amounts).toHaveCount(2);
  const wallet = (await amounts.allTextContents())[1]!;
  return Number(wallet.replace(/[^\d.]/g, ""));
}
