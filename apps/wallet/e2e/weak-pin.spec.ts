import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { signUpFromOnboarding, typePin } from "./helpers";

/**
 * Issue 32, point 7: a PIN easy to guess is refused with its reason, as banks do: one digit
 * repeated, a straight run up or down, and, when changing it, the current PIN again.
 */

const REPEATED =
  "That PIN is one digit repeated, which is easy to guess. Choose digits that differ.";
const SEQUENCE =
  "That PIN is a straight run of digits, like 123456 or 654321, which is easy to guess. Choose another.";

test("creating a PIN: 111111, 123456 and 654321 are refused with their reasons", async ({
  page,
}) => {
  await page.goto("/create-pin");
  const create = page.getByRole("heading", { level: 1, name: "Create your PIN" });
  const keypad = page.getByRole("group", { name: "Create your PIN" });
  for (const [pin, reason] of [
    ["111111", REPEATED],
    ["123456", SEQUENCE],
    ["654321", SEQUENCE],
  ] as const) {
    await typePin(page, pin);
    await expect(keypad.getByRole("alert")).toHaveText(reason);
    await expect(keypad).toHaveAccessibleDescription(reason);
    await expect(page.getByRole("status").filter({ hasText: /digits entered/ })).toHaveText(
      "0 of 6 digits entered",
    );
    await expect(create).toBeVisible();
  }
  await expectAccessible(page);
  // A PIN that is not easy to guess goes on to the confirm step, and the reason goes.
  await page.keyboard.type("135790");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("");
});

test("changing the PIN: the same PIN again, or a weak one, is refused with its reason", async ({
  page,
}) => {
  await page.goto("/onboarding");
  await signUpFromOnboarding(page, "9876543210", "135790");
  await page.goto("/profile/security");
  await page.getByRole("button", { name: "Change PIN" }).click();
  await typePin(page, "135790");
  const fresh = page.getByRole("group", { name: "Enter a new 6-digit PIN" });
  await expect(fresh).toBeVisible();
  await page.keyboard.type("135790");
  await expect(fresh.getByRole("alert")).toHaveText(
    "That is your current PIN. Choose a different one.",
  );
  await page.keyboard.type("999999");
  await expect(fresh.getByRole("alert")).toHaveText(REPEATED);
  await page.keyboard.type("987654");
  await expect(fresh.getByRole("alert")).toHaveText(SEQUENCE);
  await expectAccessible(page);
  await page.keyboard.type("246810");
  await expect(page.getByRole("group", { name: "Enter the new PIN again" })).toBeVisible();
  await page.keyboard.type("246810");
  await expect(page.getByText("PIN changed").first()).toBeVisible();
});
