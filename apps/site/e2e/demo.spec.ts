import type { Frame, Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { gotoHydrated } from "./site-pages";

const frameTitle = "SangamPay wallet demo";
/** The wallet's business book (apps/wallet/src/lib/storage-names.ts). */
const businessDatabaseName = "sangampay-business";

/** The wallet document inside the phone frame (a new one after each restart). */
async function walletFrame(page: Page): Promise<Frame> {
  const handle = await page.getByTitle(frameTitle).elementHandle();
  const frame = await handle.contentFrame();
  await frame!.waitForLoadState();
  return frame!;
}

/** The wallet balance on the framed wallet's dashboard, as shown. */
async function frameWalletBalance(frame: Frame) {
  await frame.goto(`${e2eUrls.wallet}/dashboard`);
  const amounts = frame.getByRole("region", { name: "Total balance" }).getByRole("definition");
  await expect(amounts).toHaveCount(2);
  // The wallet's page draws its figures as boxes until the app fills them in.
  await expect(amounts.nth(1)).toHaveText(/\d/);
  return amounts.nth(1).textContent();
}

test.describe("/demo", () => {
  test("runs the wallet in a phone frame beside numbered steps", async ({ page }) => {
    await page.goto("/demo");
    await expect(page).toHaveTitle(/SangamPay demo/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Try SangamPay in your browser",
    );

    const frame = page.getByTitle("SangamPay wallet demo");
    await expect(frame).toHaveAttribute("src", `${e2eUrls.wallet}/splash`);
    await expect(frame).toHaveAttribute("loading", "lazy");
    const box = await frame.boundingBox();
    expect(box && [box.width, box.height]).toEqual([360, 720]);

    // The real wallet answers inside the frame.
    const wallet = page.frameLocator('iframe[title="SangamPay wallet demo"]');
    await expect(wallet.getByRole("heading", { level: 1 })).toBeVisible();

    const steps = page.getByRole("region", { name: "Take the tour" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toContainText("2.5 seconds");
    // The wallet accepts only the code it shows, and the tour says so.
    await expect(steps.nth(2)).toContainText("type the 6-digit code the wallet shows you");
    // A Zambian number works too, and the tour says which.
    await expect(steps.nth(2)).toContainText("Log in with an Indian or Zambian number");
    await expect(steps.nth(2)).toContainText("10 digits for India, 9 for Zambia");
    await expect(steps.nth(2)).toContainText("0971234567");
    await expect(page.getByText(/any 6-digit/)).toHaveCount(0);

    await expect(page.getByRole("link", { name: "Open the wallet in full" })).toHaveAttribute(
      "href",
      `${e2eUrls.wallet}/splash`,
    );
  });

  test("Restart demo loads the wallet afresh", async ({ page }) => {
    await page.goto("/demo");
    const frame = page.getByTitle("SangamPay wallet demo");
    const before = await frame.elementHandle();
    await page.getByRole("button", { name: "Restart demo" }).click();
    await expect(frame).toHaveAttribute("src", `${e2eUrls.wallet}/splash?reset=demo`);
    expect(await before.evaluate((node) => node.isConnected)).toBe(false);
  });

  test("Restart demo starts again from the sample data, not the earlier visit's", async ({
    page,
  }) => {
    await gotoHydrated(page, "/demo");
    let frame = await walletFrame(page);
    const sample = await frameWalletBalance(frame);
    await frame.goto(
      `${e2eUrls.wallet}/send-money/confirm?type=upi&recipient=shop%40upi&amount=250`,
    );
    await expect(frame.getByRole("button", { name: "Delete last digit" })).toBeVisible();
    for (const digit of "123456") {
      await frame.getByRole("button", { name: digit, exact: true }).click();
    }
    await expect(
      frame.getByRole("heading", { level: 1, name: "Payment successful" }),
    ).toBeVisible();
    expect(await frameWalletBalance(frame)).not.toBe(sample);
    // A business book too, as the wallet's business screens make it.
    await frame.evaluate(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.open(name, 1);
          request.onupgradeneeded = () => request.result.createObjectStore("book");
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
        }),
      businessDatabaseName,
    );

    await page.getByRole("button", { name: "Restart demo" }).click();
    // The wallet forgets the earlier visit, then opens again without the request.
    await expect
      .poll(async () => (await walletFrame(page)).url())
      .toMatch(new RegExp(`^${e2eUrls.wallet}/(splash|onboarding)$`));
    frame = await walletFrame(page);
    await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await frameWalletBalance(frame)).toBe(sample);
    const kept = await frame.evaluate(async () =>
      (await indexedDB.databases()).map((database) => database.name),
    );
    expect(kept).not.toContain(businessDatabaseName);
  });

  test("a wallet opened directly ignores ?reset=demo", async ({ page }) => {
    await page.goto(
      `${e2eUrls.wallet}/send-money/confirm?type=upi&recipient=shop%40upi&amount=250`,
    );
    await expect(page.getByRole("button", { name: "Delete last digit" })).toBeVisible();
    await page.keyboard.type("123456");
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    await page.goto(`${e2eUrls.wallet}/dashboard?reset=demo`);
    // The payment is still there (under the first-payment cashback it earned).
    await expect(
      page
        .getByRole("region", { name: "Recent transactions" })
        .getByRole("listitem")
        .filter({ hasText: "shop@upi" }),
    ).toHaveCount(1);
  });

  test("Logout inside the frame stays in the wallet", async ({ page }) => {
    await gotoHydrated(page, "/demo");
    const frame = await walletFrame(page);
    await frame.goto(`${e2eUrls.wallet}/profile`);
    await frame.getByRole("link", { name: "Logout" }).click();
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Welcome to SangamPay");
    expect(new URL(frame.url()).origin).toBe(e2eUrls.wallet);
    expect(new URL(frame.url()).pathname).toBe("/onboarding");
  });

  test("the wallet in the frame follows the site's theme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoHydrated(page, "/demo");
    const wallet = page.frameLocator(`iframe[title="${frameTitle}"]`);
    await expect(wallet.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(wallet.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(wallet.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Restart demo" }).click();
    await expect(wallet.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(wallet.locator("html")).toHaveClass(/dark/);
    await page.getByRole("banner").getByRole("button", { name: "Switch to light theme" }).click();
    await expect(wallet.locator("html")).not.toHaveClass(/dark/);
  });

  test("carries the chosen language into the wallet", async ({ page }) => {
    await page.goto("/demo?lang=te");
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    await expect(page.locator("iframe")).toHaveAttribute("src", `${e2eUrls.wallet}/splash?lang=te`);
    await expect(
      page.getByRole("region", { name: "ఒక చుట్టు తిరిగి చూడండి" }).getByRole("listitem").nth(2),
    ).toContainText("వాలెట్ మీకు చూపించే 6 అంకెల కోడ్‌ను");
  });

  test("keeps the frame's size on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/demo");
    const box = await page.getByTitle("SangamPay wallet demo").boundingBox();
    expect(box && [box.width, box.height]).toEqual([320, 640]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });
});
