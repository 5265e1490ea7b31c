import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { zambia } from "./helpers";
import { test as signedIn } from "./signed-in";

/**
 * Issue 32, point 1: a number typed with its country code, key by key, ends as the same number a
 * paste of the same text gives: the code left out with a word, or the number refused with a
 * reason. Never a shifted number accepted, never digits dropped without a word.
 */

/** Pastes through the real clipboard, as Ctrl+V / Cmd+V does. */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.fill("");
  await field.focus();
  await page.keyboard.press("ControlOrMeta+V");
}

/** The login screen once the app has taken over its prerendered HTML (typing is then guarded). */
async function openLogin(page: Page) {
  await page.goto("/login");
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
}

/** The field's own live message (what was left out, or why the number cannot be used). */
const guardOf = (page: Page, id: string) => page.locator(`#${id}-guard`);

test.describe("login, India", () => {
  for (const written of ["+91 98765 43210", "+919876543210", "919876543210", "09876543210"]) {
    test(`typing ${written} key by key gives what pasting it gives: 9876543210`, async ({
      page,
    }) => {
      await openLogin(page);
      const phone = page.getByLabel("Mobile number");
      await phone.pressSequentially(written);
      await expect(phone).toHaveValue("9876543210");
      await expect(page.getByRole("button", { name: "Send OTP" })).toBeEnabled();
      await paste(page, phone, written);
      await expect(phone).toHaveValue("9876543210");
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(page.getByText("We sent it to +91 98765 43210.")).toBeVisible();
    });
  }

  test("typing +91 says the code was left out, as it stands before the field", async ({ page }) => {
    await openLogin(page);
    const phone = page.getByLabel("Mobile number");
    await phone.pressSequentially("+91");
    await expect(phone).toHaveValue("");
    await expect(guardOf(page, "phone")).toHaveText(
      "+91 is already in front of the field, so it was left out.",
    );
    await expect(phone).toHaveAccessibleDescription(/\+91 is already in front of the field/);
    await expectAccessible(page);
  });

  test("a Zambian number typed with India chosen is refused, never read as 6097123456", async ({
    page,
  }) => {
    await openLogin(page);
    const phone = page.getByLabel("Mobile number");
    await phone.pressSequentially("+260971234567");
    await expect(phone).not.toHaveValue("6097123456");
    await expect(phone).toHaveValue("+260971234567");
    await expect(guardOf(page, "phone")).toHaveText(
      "This is not an Indian number: Indian numbers start +91. For another country's number, choose its country.",
    );
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeDisabled();
    // Pasted, the same text is refused with the same reason.
    await paste(page, phone, "+260971234567");
    await expect(phone).toHaveValue("");
    await expect(guardOf(page, "phone")).toContainText("Indian numbers start +91");
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeDisabled();
  });

  test("1234567890 stays whole with its reason; no digit is dropped", async ({ page }) => {
    await openLogin(page);
    const phone = page.getByLabel("Mobile number");
    await phone.pressSequentially("1234567890");
    await expect(phone).toHaveValue("1234567890");
    await expect(guardOf(page, "phone")).toHaveText(
      "Indian mobile numbers start with 6, 7, 8 or 9.",
    );
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeDisabled();
    await expectAccessible(page);
  });

  test("an eleventh digit after a whole number is refused with a word that stays", async ({
    page,
  }) => {
    await openLogin(page);
    const phone = page.getByLabel("Mobile number");
    await phone.pressSequentially("98765432101");
    await expect(phone).toHaveValue("9876543210");
    await expect(guardOf(page, "phone")).toHaveText("A mobile number has 10 digits.");
  });
});

test.describe("login, Zambia", () => {
  for (const written of ["+260 97 123 4567", "260971234567", "0971234567"]) {
    test(`typing ${written} reads as +260 97 123 4567, as pasting does`, async ({ page }) => {
      await openLogin(page);
      await page.getByRole("radio", { name: "Zambia +260" }).check();
      const phone = page.getByLabel("Mobile number");
      await phone.pressSequentially(written);
      await expect(page.getByText("Network: Airtel")).toBeVisible();
      const typed = await phone.inputValue();
      await paste(page, phone, written);
      await expect(phone).toHaveValue(typed);
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(page.getByText("We sent it to +260 97 123 4567.")).toBeVisible();
    });
  }

  test("an Indian number typed with Zambia chosen is refused with its reason", async ({ page }) => {
    await openLogin(page);
    await page.getByRole("radio", { name: "Zambia +260" }).check();
    const phone = page.getByLabel("Mobile number");
    await phone.pressSequentially("+919876543210");
    await expect(phone).toHaveValue("+919876543210");
    await expect(guardOf(page, "phone")).toHaveText(
      "This is not a Zambian number: Zambian numbers start +260. For another country's number, choose its country.",
    );
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeDisabled();
  });
});

test.describe("every other number field reads numbers the same way", () => {
  test("recharge: +91 98765 43210 typed is 9876543210, its operator found", async ({ page }) => {
    await page.goto("/recharge");
    const number = page.getByLabel("Mobile number");
    await number.pressSequentially("+91 98765 43210");
    await expect(number).toHaveValue("9876543210");
    await expect(page.getByText(/^Detected from the number: /)).toBeVisible();
    await number.fill("");
    await number.pressSequentially("1234567890");
    await expect(number).toHaveValue("1234567890");
    await expect(guardOf(page, "mobile")).toHaveText(
      "Indian mobile numbers start with 6, 7, 8 or 9.",
    );
    // Said once: the field's own message, not a second line repeating it.
    await expect(page.getByText("Indian mobile numbers start with 6, 7, 8 or 9.")).toHaveCount(1);
  });

  test("send money: +91 98123 45670 typed goes to confirm as 9812345670", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=phone&amount=100");
    const number = page.getByLabel("Mobile number");
    await number.pressSequentially("+91 98123 45670");
    await expect(number).toHaveValue("9812345670");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/recipient=9812345670/);
  });

  test("send money: 919812345670 typed is 9812345670, never 9198123456", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=phone&amount=100");
    const number = page.getByLabel("Mobile number");
    await number.pressSequentially("919812345670");
    await expect(number).toHaveValue("9812345670");
  });
});

signedIn.describe("a Zambian account's number fields", () => {
  signedIn.use({ account: zambia.account });

  signedIn("a Zambian account's recharge and send read +260 typed as pasted", async ({ page }) => {
    await page.goto("/recharge");
    const number = page.getByLabel("Mobile number");
    await number.pressSequentially("+260 96 123 4567");
    await expect(number).toHaveValue("961234567");
    await page.goto("/send-money/enter-details?type=phone");
    const recipient = page.getByLabel("Zambian mobile number");
    await recipient.pressSequentially("+260961234567");
    await expect(recipient).toHaveValue("961234567");
  });
});
