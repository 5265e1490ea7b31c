import { expect, type Locator, type Page } from "@playwright/test";

/** The moment every clocked test starts at: 21 Nov 2026, 10:00 in India. */
export const NOW = new Date("2026-11-21T10:00:00+05:30");

/**
 * A paused fake clock, installed before the page loads, so a test moves time itself with
 * `page.clock.runFor(ms)`. Never run axe while it is paused.
 */
export async function pauseClock(page: Page, at: Date = NOW) {
  await page.clock.install({ time: new Date(at.getTime() - 1000) });
  await page.clock.pauseAt(at);
}

/** What a screen must never show when its query string is bad. */
export async function expectNoBrokenValues(page: Page) {
  await expect(page.locator("body")).not.toContainText(/NaN|undefined|Infinity|null/);
}

export const sample = {
  name: "Priya",
  bank: 38450,
  wallet: 12500,
  total: "₹50,950",
  spent: "₹5,894",
  received: "₹69,850",
} as const;

/**
 * Types a PIN on the physical keyboard once the keypad (which listens on the window) is up: the
 * app's, not an app shell's frame of it, whose keys do nothing until the app takes over.
 */
export async function typePin(page: Page, pin = "123456") {
  await appOwnsPage(page);
  await expect(page.getByRole("button", { name: "Delete last digit" })).toBeVisible();
  await page.keyboard.type(pin);
}

/**
 * From onboarding to the dashboard as a new user: English, a mobile number, the OTP the screen
 * shows, and a PIN typed twice.
 */
export async function signUpFromOnboarding(page: Page, phone = "9876543210", pin = "135790") {
  await page.getByRole("button", { name: /^English/ }).click();
  await signInWithOtp(page, phone);
  await typePin(page, pin);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type(pin);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** On the login screen: a mobile number, then the one-time code the screen shows. */
export async function signInWithOtp(page: Page, phone = "9876543210") {
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const note = await page.getByRole("note").textContent();
  await page.getByLabel("One-time code").fill(/(\d{6})/.exec(note!)![1]!);
  await page.getByRole("button", { name: "Verify" }).click();
}

/** A toast, by its title, inside the notifications region. */
export function toastTitled(page: Page, title: string) {
  return page.getByRole("region", { name: /^Notifications/ }).getByText(title, { exact: true });
}

/** Whole rupees as the wallet writes them: ₹1,00,000. */
export const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** The bank and wallet balances the dashboard shows, in whole rupees. */
export async function balances(page: Page) {
  await page.goto("/dashboard");
  const amounts = page.getByRole("region", { name: "Total balance" }).getByRole("definition");
  await expect(amounts).toHaveCount(2);
  // The page's frame holds boxes until the app fills in the figures.
  for (const amount of await amounts.all()) await expect(amount).toHaveText(/\d/);
  const values = await amounts.allTextContents();
  const [bank, wallet] = values.map((text) => Number(text.replace(/[^\d]/g, "")));
  return { bank: bank!, wallet: wallet! };
}

/**
 * The newest payment in the dashboard's recent transactions (above it there may be the
 * first-payment cashback, which SangamPay credits just after the first payment).
 */
export async function expectLatestTransaction(page: Page, name: string, amount: string) {
  await page.goto("/dashboard");
  const latest = page
    .getByRole("region", { name: "Recent transactions" })
    .getByRole("listitem")
    .filter({ hasNotText: "SangamPay" })
    .first();
  await expect(latest).toContainText(name);
  await expect(latest).toContainText(amount);
}

/**
 * The Zambian sample account: Mwila Banda, an Airtel number, a wallet in kwacha. `account` is
 * the device state its sign-up leaves (`test.use({ account: zambia.account })`, see signed-in.ts).
 */
export const zambia = {
  phone: "0971234567",
  name: "Mwila",
  network: "Airtel",
  account: { phone: "971234567", country: "ZM", pin: "135790" },
} as const;

/** The page's whole text shows no rupee sign (a Zambian account's screens are in kwacha). */
export async function expectNoRupees(page: Page) {
  await expect(page.locator("body")).not.toContainText("₹");
}

/**
 * Waits until the app has taken over the screen's prerendered frame. A file chosen on the frame
 * before a part of the screen that loads apart is drawn cannot be carried over (the take-over
 * finds the screen's controls changed and replays nothing): a file chooser opens long after this
 * for a person, but not for a test.
 */
export async function appOwnsPage(page: Page) {
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
}

/**
 * `/insights` at 390 and 1280 px: where "Top payees" is (read by `measure`) on the frame, scripts
 * held back, and once the app has taken over and `drawn` says the month is known; for the spec's
 * expect(after).toBe(framed) at each width.
 */
export async function insightsAcrossTakeOver<T>(
  page: Page,
  measure: (payees: Locator) => Promise<T>,
  drawn: () => Promise<void>,
) {
  const payees = page.getByRole("heading", { level: 2, name: "Top payees" });
  const widths = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const release = await holdScripts(page);
    await page.goto("/insights", { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(payees).toBeVisible();
    const framed = await measure(payees);
    release();
    await appOwnsPage(page);
    await drawn();
    widths.push({ width, framed, after: await measure(payees) });
    await page.unrouteAll();
  }
  return widths;
}

/**
 * Holds back every script of the page until the returned function is called (an app shell's
 * frame, before its scripts run). A page whose scripts are held has no load event: go to it with
 * `waitUntil: "commit"`.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
