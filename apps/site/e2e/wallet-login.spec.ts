import type { Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

// Issue 32, point 12 (the site's part): Login on the site, for someone already signed in to the
// wallet on this device, opens the wallet asking for the PIN instead of the login form again.

const PIN = "135790";

/** Signs up in the wallet as a new user would: a mobile number, the code it shows, a PIN twice. */
async function signUpInWallet(page: Page) {
  await page.goto(`${e2eUrls.wallet}/login`);
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "Send OTP" }).click();
  const note = await page.getByRole("note").textContent();
  await page.getByLabel("One-time code").fill(/(\d{6})/.exec(note!)![1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type(PIN);
  await expect(page).toHaveURL(`${e2eUrls.wallet}/dashboard`);
}

/** Types the PIN on the keyboard once the keypad (which listens on the window) is up. */
async function typePin(page: Page) {
  await expect(page.getByRole("button", { name: "Delete last digit" })).toBeVisible();
  await page.keyboard.type(PIN);
}

const loginForm = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Log in with your mobile number" });

for (const [where, path, bar] of [
  ["the header", "/", "banner"],
  ["the /landing top bar", "/landing", "banner"],
] as const) {
  test(`signed in to the wallet, Login in ${where} asks for the PIN, then opens the wallet`, async ({
    page,
  }) => {
    await signUpInWallet(page);
    await page.goto(path);
    await page.getByRole(bar).getByRole("link", { name: "Login" }).first().click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.wallet}/unlock`));
    await expect(page.getByRole("heading", { level: 1, name: "Enter your PIN" })).toBeVisible();
    await expect(loginForm(page)).toHaveCount(0);
    await typePin(page);
    await expect(page).toHaveURL(`${e2eUrls.wallet}/dashboard`);
  });
}

test("on a first visit, Login opens the wallet's welcome, whose language choice leads to the login form", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(`${e2eUrls.wallet}/onboarding`);
  await page.getByRole("button", { name: /^English/ }).click();
  await expect(loginForm(page)).toBeVisible();
});
