import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { pauseClock, typePin } from "./helpers";

const progress = (page: Page) => page.getByRole("status").filter({ hasText: /digits entered/ });

async function tap(page: Page, digits: string) {
  for (const digit of digits) await page.getByRole("button", { name: digit, exact: true }).click();
}

test("create, then confirm 300 ms after the sixth digit; a match opens the dashboard after 500 ms", async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto("/create-pin");
  await expect(page.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
  const keypad = page.getByRole("group", { name: "Create your PIN" });
  await expect(keypad.getByRole("button", { name: "Delete last digit" })).toBeDisabled();
  await tap(page, "13579");
  await expect(progress(page)).toHaveText("5 of 6 digits entered");
  await tap(page, "0");
  await expect(progress(page)).toHaveText("6 of 6 digits entered");
  await page.clock.runFor(299);
  await expect(page.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await expect(progress(page)).toHaveText("0 of 6 digits entered");

  await tap(page, "135790");
  await expect(page.getByText("PIN set. Opening your wallet…")).toBeVisible();
  await page.clock.runFor(499);
  await expect(page).toHaveURL(/\/create-pin$/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The PIN is kept nowhere the page can store things: only its salted hash, at full strength
  // (the tests that start signed in store a hash made by the same code, see signed-in.ts).
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain("135790");
  const session = await page.evaluate(() => localStorage.getItem("sangampay-session"));
  const pin = (JSON.parse(session!) as { state: { pin: Record<string, unknown> } }).state.pin;
  expect(pin.iterations).toBe(600_000);
  expect(pin.salt).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(pin.hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
});

test("a mismatch clears the confirm entry and says 'PINs don't match. Please try again.'", async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto("/create-pin");
  await typePin(page, "246810");
  await page.clock.runFor(300);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type("24681");
  await expect(progress(page)).toHaveText("5 of 6 digits entered");
  await page.keyboard.type("1");
  await expect(page.getByRole("alert")).toHaveText("PINs don't match. Please try again.");
  await expect(progress(page)).toHaveText("0 of 6 digits entered");
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/create-pin$/);

  // The same screen accepts the right PIN next.
  await page.keyboard.type("246810");
  await expect(page.getByRole("alert")).toHaveText("");
  await page.clock.runFor(500);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the physical keyboard and backspace key work, and Start over returns to the create step", async ({
  page,
}) => {
  await page.goto("/create-pin");
  await typePin(page, "1234");
  await page.keyboard.press("Backspace");
  await expect(progress(page)).toHaveText("3 of 6 digits entered");
  await page.getByRole("button", { name: "Delete last digit" }).click();
  await expect(progress(page)).toHaveText("2 of 6 digits entered");
  await page.keyboard.type("9999");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.keyboard.type("000000");
  await expect(page.getByRole("alert")).toHaveText("PINs don't match. Please try again.");
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
  await expect(progress(page)).toHaveText("0 of 6 digits entered");
});

test("Back from the confirm step starts over; from the create step it returns to /login", async ({
  page,
}) => {
  await page.goto("/create-pin");
  await typePin(page, "135790");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
