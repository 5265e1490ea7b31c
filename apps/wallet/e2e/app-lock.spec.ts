import type { Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expectAccessible } from "@repo/e2e/fixtures";

import { NOW, signInWithOtp, typePin } from "./helpers";
import { expect, test } from "./signed-in";

const PIN = "135790";
const confirmUrl = "/send-money/confirm?type=upi&recipient=chai.point%40upi&amount=500";

// Every test starts signed in on 9876543210 with its PIN created (the sign-up has its own tests).
test.use({ account: { phone: "9876543210", pin: PIN, since: NOW } });

/** A running fake clock (timers fire in real time) that a test can jump forward. */
async function signedUp(page: Page) {
  await page.clock.install({ time: NOW });
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Total balance" })).toBeVisible();
}

/** Puts the page in the background or back in view, as switching apps on a phone does. */
async function setVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

const keypadKey = (page: Page, digit: string) =>
  page.getByRole("button", { name: digit, exact: true });

test("a payment needs the device's PIN: three wrong ones pause payments with a countdown", async ({
  page,
}) => {
  await signedUp(page);
  await page.goto(confirmUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(page.getByText("Enter your PIN to approve the payment.")).toBeVisible();

  await typePin(page, "111111");
  await expect(page.getByRole("alert")).toHaveText("Wrong PIN. 2 tries left.");
  await expect(page).toHaveURL(/\/send-money\/confirm\?/);
  await page.keyboard.type("222222");
  await expect(page.getByRole("alert")).toHaveText("Wrong PIN. 1 try left.");
  await page.keyboard.type("333333");
  await expect(page.getByRole("alert")).toHaveText(
    "Too many wrong PINs. Payments and unlocking are paused for 5 minutes.",
  );
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^Try again in [45]:\d\d$/);
  await expect(keypadKey(page, "1")).toBeDisabled();
  await expectAccessible(page);

  // Reloading does not lift the pause.
  await page.reload();
  await expect(page.getByRole("timer")).toHaveText(/^Try again in [45]:\d\d$/);
  await page.keyboard.type(PIN);
  await expect(page).toHaveURL(/\/send-money\/confirm\?/);

  await page.clock.fastForward("05:00");
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expect(keypadKey(page, "1")).toBeEnabled();
  await page.keyboard.type(PIN);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
});

test("after Logout every screen sends to login, and signing in returns to it", async ({ page }) => {
  await signedUp(page);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${e2eUrls.site}/`);

  await page.goto(`${e2eUrls.wallet}/dashboard`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Log in with your mobile number",
  );
  await page.goto("/send-money/confirm?type=upi&recipient=a%40bank&amount=5");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.goto("/dashboard");
  await signInWithOtp(page);
  // The same phone keeps its PIN: no new one to create.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("region", { name: "Total balance" })).toBeVisible();
});

test("signing in goes back to the screen asked for, with its query, but never off the wallet", async ({
  page,
}) => {
  await signedUp(page);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.goto(`${e2eUrls.wallet}/send-money/enter-details?type=upi`);
  await signInWithOtp(page);
  await expect(page).toHaveURL(/\/send-money\/enter-details\?type=upi$/);
  await expect(page.getByLabel("UPI ID")).toBeVisible();

  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.goto(`${e2eUrls.wallet}/login?redirect=${encodeURIComponent("//example.com/")}`);
  await signInWithOtp(page);
  await expect(page).toHaveURL(`${e2eUrls.wallet}/dashboard`);
});

test("signed in, opening the wallet asks for the PIN, and the right PIN opens the dashboard", async ({
  page,
}) => {
  await signedUp(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/unlock$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your PIN" })).toBeVisible();
  await expectAccessible(page);
  // Being locked, a screen asked for by address waits for the PIN too.
  await page.goto("/rewards");
  await expect(page).toHaveURL(/\/unlock\?redirect=%2Frewards$/);
  await typePin(page, "000000");
  await expect(page.getByRole("alert")).toHaveText("Wrong PIN. 2 tries left.");
  await page.keyboard.type(PIN);
  await expect(page).toHaveURL(/\/rewards$/);

  await page.goto("/splash");
  await expect(page).toHaveURL(/\/unlock$/);
  await typePin(page, PIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Priya/);
});

test("three wrong PINs on the unlock screen pause it with a countdown", async ({ page }) => {
  await signedUp(page);
  await page.goto("/");
  await typePin(page, "111111");
  await expect(page.getByRole("alert")).toHaveText("Wrong PIN. 2 tries left.");
  await page.keyboard.type("222222");
  await expect(page.getByRole("alert")).toHaveText("Wrong PIN. 1 try left.");
  await page.keyboard.type("333333");
  await expect(page.getByRole("alert")).toHaveText(
    "Too many wrong PINs. Payments and unlocking are paused for 5 minutes.",
  );
  await expect(page.getByRole("timer")).toHaveText(/^Try again in [45]:\d\d$/);
  await expectAccessible(page);
  await page.clock.fastForward("05:00");
  await expect(page.getByRole("timer")).toHaveCount(0);
  await typePin(page, PIN);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a few minutes in the background lock the wallet; a short switch away does not", async ({
  page,
}) => {
  await signedUp(page);
  await setVisibility(page, "hidden");
  await page.clock.fastForward("01:00");
  await setVisibility(page, "visible");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile");
  // The screen is drawn once the session guard has run, so the wallet is watching for the switch.
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await setVisibility(page, "hidden");
  await page.clock.fastForward("03:00");
  await setVisibility(page, "visible");
  await expect(page).toHaveURL(/\/unlock\?redirect=%2Fprofile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your PIN" })).toBeVisible();
  await typePin(page, PIN);
  await expect(page).toHaveURL(/\/profile$/);
});

test("Change PIN checks the current PIN; afterwards only the new one unlocks", async ({ page }) => {
  await signedUp(page);
  await page.goto("/profile/security");
  await page.getByRole("button", { name: "Change PIN" }).click();
  await expect(page.getByText("Enter your current PIN", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Only a salted hash of your PIN is kept, on this device."),
  ).toBeVisible();
  await typePin(page, "999999");
  await expect(page.getByRole("alert")).toHaveText("Wrong PIN. 2 tries left.");
  await expectAccessible(page);
  await page.keyboard.type(PIN);
  await expect(page.getByText("Enter a new 6-digit PIN", { exact: true })).toBeVisible();
  await page.keyboard.type("246802");
  await expect(page.getByText("Enter the new PIN again", { exact: true })).toBeVisible();
  await page.keyboard.type("246802");
  await expect(page.getByText("PIN changed", { exact: true })).toBeVisible();

  await page.goto("/");
  await typePin(page, PIN);
  await expect(page.getByRole("alert")).toHaveText("Wrong PIN. 2 tries left.");
  await page.keyboard.type("246802");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("Forgot your PIN signs out; signing in again creates a new PIN", async ({ page }) => {
  await signedUp(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Forgot your PIN? Sign in again" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await signInWithOtp(page);
  await expect(page.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
  await typePin(page, "112233");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type("112233");
  await expect(page).toHaveURL(/\/dashboard$/);
});
