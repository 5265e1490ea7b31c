import type { Locator } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import { layoutShiftScore } from "@repo/e2e/fonts";

import { appOwnsPage, holdScripts } from "../e2e/helpers";
import { newPhoneWith, phoneOf } from "./phones";

/**
 * Issue 30 goal 5 on the connected build: the Security screen's list of signed-in devices comes
 * from the server after the screen is drawn; the boxes drawn meanwhile hold its place, so the
 * screen below it does not move, from the page's frame to the list.
 */
const newPhone = newPhoneWith("95");

/** Where an element of the screen starts, from the top of the page. */
const topOf = async (locator: Locator) => (await locator.boundingBox())?.y;

test("the device list arrives where its boxes were: nothing below it moves, from the frame to the list", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneOf(browser, newPhone());
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/me/devices", async (route) => {
    await answered;
    await route.continue().catch(() => {});
  });
  const locks = page.getByRole("heading", { level: 2, name: "Locks and sign-in checks" });

  // The page's frame, its scripts held back: the devices' section and the sections below it.
  const release = await holdScripts(page);
  await page.goto("/profile/security", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(locks).toBeVisible();
  const framed = await topOf(locks);

  // The app takes over, the list still being read.
  release();
  await appOwnsPage(page);
  await expect(page.getByRole("heading", { level: 2, name: "Signed-in devices" })).toBeVisible();
  await expect(page.getByText("Reading your devices…")).toBeAttached();
  expect(await topOf(locks), "the app draws the section as the frame did").toBe(framed);

  // The server answers: this device's row takes the boxes' place.
  answer();
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices.getByRole("listitem")).toContainText("This device");
  // Named by its browser and system as the login sent them (Playwright's desktop Chrome says
  // Windows), not by the user agent's start.
  await expect(devices.getByRole("listitem")).toContainText(/Chrome · (Windows|Linux)/);
  await expect(devices.getByRole("listitem")).not.toContainText("Mozilla");
  expect(await topOf(locks), "the list is as tall as its boxes were").toBe(framed);
  expect(await layoutShiftScore(page), "cumulative layout shift").toBe(0);
  await expectAccessible(page);
});
