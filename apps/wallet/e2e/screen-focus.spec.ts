import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

/** The polite live region the app shell announces each new screen in. */
const screenAnnouncer = (page: Page) => page.locator("p[role=status].sr-only");

test("a screen change moves focus to the new screen's heading and announces it", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // First load: focus stays with the page, nothing is announced.
  await expect(page.locator("body")).toBeFocused();
  await expect(screenAnnouncer(page)).toHaveText("");

  // Keyboard only: Tab to "Send Money" and press Enter.
  const send = page.getByRole("link", { name: "Send", exact: true });
  for (let i = 0; i < 30 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(send).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/send-money$/);
  const heading = page.getByRole("heading", { level: 1, name: "Send money" });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute("tabindex", "-1");
  await expect(screenAnnouncer(page)).toHaveText("Send money");

  // Focus moved to the heading by keyboard shows the focus ring.
  expect(await heading.evaluate((el) => el.matches(":focus-visible"))).toBe(true);

  // Tab order continues from the heading: Shift+Tab reaches Back, which sits before it.
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("link", { name: "Back" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  const dashboardHeading = page.getByRole("heading", { level: 1 });
  await expect(dashboardHeading).toBeFocused();
  await expect(screenAnnouncer(page)).toHaveText((await dashboardHeading.textContent()) ?? "");
});

test("typing in a form that rewrites its query string keeps focus in the field", async ({
  page,
}) => {
  await page.goto("/send-money/enter-details?type=phone");
  const phone = page.getByLabel("Mobile number");
  await phone.fill("98123");
  await expect(phone).toBeFocused();
  await expect(screenAnnouncer(page)).toHaveText("");
});
