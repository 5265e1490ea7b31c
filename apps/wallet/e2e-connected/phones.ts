import type { Browser, Page } from "@playwright/test";
import { expect, waitForAppOnLoad } from "@repo/e2e/fixtures";

import { signInWithOtp, typePin } from "../e2e/helpers";

let next = 0;
/**
 * A mobile number no other test of this run uses: `prefix` keeps each spec file's numbers apart
 * (files share a worker process, each with its own counter).
 */
export const newPhoneWith = (prefix: string) => () =>
  `${prefix}${String(process.pid % 10_000).padStart(4, "0")}${String(next++).padStart(4, "0")}`;
/** A mobile number no other test of this run uses. */
export const newPhone = newPhoneWith("98");

/** A new phone (browser context) signed in to a new account, with its PIN created. */
export async function phoneOf(browser: Browser, phone: string, pin = "135790"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  waitForAppOnLoad(page);
  await signInAsNew(page, phone, pin);
  return page;
}

/** Signs this phone in to a new account and creates its PIN: the dashboard opens. */
export async function signInAsNew(page: Page, phone: string, pin = "135790"): Promise<void> {
  await page.goto("/login");
  await signInWithOtp(page, phone);
  await expect(page.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
  await typePin(page, pin);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type(pin);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A phone of the test: its page and its (fresh) mobile number. */
export type Phone = { page: Page; phone: string };

/**
 * `n` phones, each its own browser context signed in to a new account with a fresh number (from
 * `newNumber`, the spec's own series) and its PIN made, one after the other.
 */
export async function phones<N extends number>(
  browser: Browser,
  n: N,
  newNumber = newPhone,
): Promise<Tuple<N, Phone>> {
  const made: Phone[] = [];
  for (let i = 0; i < n; i++) {
    const phone = newNumber();
    made.push({ page: await phoneOf(browser, phone), phone });
  }
  return made as Tuple<N, Phone>;
}

/** `N` of `T`: so that `const [a, b] = await phones(browser, 2)` has two phones. */
type Tuple<N extends number, T, R extends T[] = []> = R["length"] extends N
  ? R
  : Tuple<N, T, [T, ...R]>;

/**
 * A second phone signed in to an account that already has one. A second code for one number waits
 * 30 seconds after the first: the screen says so, and sends it once the server allows. The PIN is
 * the account's (on the server), so this phone signs in without creating one.
 */
export async function secondPhoneOf(browser: Browser, phone: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppOnLoad(page);
  await page.goto("/login");
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("alert")).toContainText(/wait|seconds/i);
  await expect(async () => {
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("note")).toContainText(/\d{6}/, { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [5_000] });
  const note = await page.getByRole("note").textContent();
  await page.getByLabel("One-time code").fill(/(\d{6})/.exec(note!)![1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The name the server gives a new account: "SangamPay user" and its number's last two digits. */
export const registeredNameOf = (phone: string) => `SangamPay user ${phone.slice(-2)}`;

/** The wallet balance, read on the dashboard opened afresh. */
export async function balanceOf(page: Page): Promise<number> {
  await page.goto("/dashboard");
  return walletBalance(page);
}

/** The wallet balance the dashboard shows, in whole rupees. */
export async function walletBalance(page: Page): Promise<number> {
  const amounts = page.getByRole("region", { name: "Total balance" }).getByRole("definition");
  await expect(amounts).toHaveCount(2);
  // Before the app owns the page, its frame holds boxes or this browser's last known figures;
  // after, the last known figures stay until the server has answered.
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(page.getByText("Showing your last known balance")).toHaveCount(0);
  await expect(amounts.nth(1)).toHaveText(/\d/);
  const wallet = (await amounts.allTextContents())[1]!;
  return Number(wallet.replace(/[^\d.]/g, ""));
}

/** The confirm step's summary value for a label ("Registered name"). */
export const summaryRow = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Payment summary" })
    .getByRole("term")
    .filter({ hasText: label })
    .locator("xpath=following-sibling::dd[1]");

/** Pays ₹500 (the quick amount) from this phone to a mobile number, with the PIN: it succeeds. */
export async function payFiveHundred(page: Page, to: string, pin = "135790"): Promise<void> {
  await page.goto("/send-money/enter-details?type=phone");
  await page.getByLabel("Mobile number").fill(to);
  await page.getByRole("button", { name: "Set amount to ₹500" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await typePin(page, pin);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
}
