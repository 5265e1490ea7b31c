import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

test("/ opens the splash inside the phone frame, then onboarding after 2.5 s", async ({ page }) => {
  // A paused fake clock: the splash timer moves only when the test says so.
  await page.clock.install({ time: new Date("2026-11-21T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2026-11-21T10:00:01+05:30"));
  await page.goto("/");
  await expect(page).toHaveURL(/\/splash$/);
  await expect(page.getByRole("heading", { level: 1, name: "SangamPay" })).toBeVisible();
  await page.clock.runFor(2400);
  await expect(page).toHaveURL(/\/splash$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("the phone frame is phone-sized on desktop and fills a phone screen", async ({ page }) => {
  // Measured on onboarding, which stays put: the splash moves on after 2.5 s, which an axe run on
  // a busy machine outlasts (its main was gone when measured), and a held clock would hold axe too.
  await page.goto("/onboarding");
  await expectAccessible(page);
  const frame = page.getByRole("main");
  await expect(frame).toBeVisible();
  const desktop = await frame.boundingBox();
  expect(desktop?.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await frame.boundingBox();
  expect(phone?.width).toBe(390);
});
