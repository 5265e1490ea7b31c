import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, loadedTheme, test } from "@repo/e2e/fixtures";

import { typePin } from "./helpers";

/** axe-core on every screen and step, in the light and the dark theme (no fake clock here). */
const screens: { name: string; path: string; reach?: (page: Page) => Promise<void> }[] = [
  { name: "splash", path: "/splash" },
  { name: "onboarding", path: "/onboarding" },
  { name: "login: phone", path: "/login" },
  {
    name: "login: OTP with an error",
    path: "/login",
    reach: async (page) => {
      await page.getByLabel("Mobile number").fill("9876543210");
      await page.getByRole("button", { name: "Send OTP" }).click();
      await page.getByLabel("One-time code").fill("000000");
      await page.getByLabel("One-time code").fill("");
    },
  },
  { name: "create PIN", path: "/create-pin" },
  {
    name: "confirm PIN mismatch",
    path: "/create-pin",
    reach: async (page) => {
      await typePin(page, "135790");
      await expect(page.getByRole("heading", { name: "Confirm your PIN" })).toBeVisible();
      await page.keyboard.type("654321");
      await expect(page.getByRole("alert")).not.toBeEmpty();
    },
  },
  { name: "dashboard", path: "/dashboard" },
  { name: "send money", path: "/send-money" },
  {
    name: "enter details with a problem",
    path: "/send-money/enter-details?type=phone&contact=c1&amount=99999",
  },
  {
    name: "confirm",
    path: "/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=500&note=Tea",
  },
  { name: "confirm, invalid", path: "/send-money/confirm?type=upi&amount=abc" },
  {
    name: "receipt",
    path: "/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=500",
    reach: async (page) => {
      await typePin(page);
      await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    },
  },
  { name: "receipt missing", path: "/send-money/success" },
  { name: "profile", path: "/profile" },
  { name: "404", path: "/nowhere" },
  { name: "scan & pay", path: "/scan-pay" },
  {
    name: "scan & pay, camera refused",
    path: "/scan-pay",
    reach: async (page) => {
      await page.evaluate(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException("denied", "NotAllowedError"));
      });
      await page.getByRole("button", { name: "Turn on camera" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "refused" })).toBeVisible();
    },
  },
  { name: "receive", path: "/receive" },
  { name: "add money", path: "/add-money" },
  {
    name: "add money, over the limit",
    path: "/add-money",
    reach: async (page) => {
      await page.getByLabel("Amount (₹)").fill("200000");
      await expect(
        page.getByText(
          "You can add at most ₹1,00,000 at a time, and your bank balance is ₹38,450: you can add up to ₹38,450.",
        ),
      ).toBeVisible();
    },
  },
  {
    name: "add money, PIN",
    path: "/add-money",
    reach: async (page) => {
      await page.getByRole("button", { name: "Set amount to ₹500" }).click();
      await page.getByRole("button", { name: "Add ₹500" }).click();
      await expect(page.getByRole("heading", { name: "Confirm adding money" })).toBeVisible();
    },
  },
  { name: "recharge", path: "/recharge" },
  {
    name: "recharge with plans",
    path: "/recharge",
    reach: async (page) => {
      await page.getByRole("button", { name: "Recharge my number" }).click();
      await page.getByRole("radio", { name: /₹299/ }).check();
    },
  },
  { name: "bills", path: "/bills" },
  { name: "billers", path: "/bills?country=IN&category=tax" },
  {
    name: "bill fetched",
    path: "/bills?country=IN&category=electricity&biller=in-tsspdcl",
    reach: async (page) => {
      await page.getByLabel("Consumer number").fill("110456789");
      await page.getByRole("button", { name: "Fetch bill" }).click();
      await expect(page.getByRole("region", { name: /^Bill from/ })).toBeVisible();
    },
  },
  { name: "rewards", path: "/rewards" },
  { name: "personal details", path: "/profile/details" },
  { name: "security", path: "/profile/security" },
  {
    name: "change PIN",
    path: "/profile/security",
    reach: async (page) => {
      await page.getByRole("button", { name: "Change PIN" }).click();
    },
  },
  { name: "payment methods", path: "/profile/payment-methods" },
  { name: "notifications", path: "/profile/notifications" },
  {
    name: "support",
    path: "/profile/support",
    reach: async (page) => {
      await page
        .getByRole("region", { name: "Help topics" })
        .getByText("I see a payment I didn't make")
        .click();
    },
  },
  { name: "legal", path: "/profile/legal" },
  { name: "your data", path: "/profile/data" },
  { name: "identity check (KYC)", path: "/kyc" },
];

// Both themes on one load of each screen: the light one, then the dark one as the system turns
// dark (or the other way round, for the screens loaded dark).
screens.forEach((screen, index) => {
  const loaded = loadedTheme(index);
  test(`${screen.name} has no serious axe violation, loaded ${loaded}, in both themes`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: loaded });
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await screen.reach?.(page);
    await expectAccessibleInBothThemes(page, loaded);
  });
});

test("touch targets are at least 44 px on the busiest screens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    "/dashboard",
    "/send-money",
    "/send-money/enter-details?type=phone",
    "/create-pin",
    "/profile",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const small = await page.evaluate(() =>
      [...document.querySelectorAll("main a, main button, main input, main select")]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ el }) => el.outerHTML.slice(0, 80)),
    );
    expect(small, path).toEqual([]);
  }
});

test("keyboard focus is visible", async ({ page }) => {
  await page.goto("/send-money");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const name of ["Back", "To Mobile Number"]) {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveAccessibleName(new RegExp(`^${name}`));
    const outline = await focused.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toMatch(/^solid [1-9]/);
  }
});
