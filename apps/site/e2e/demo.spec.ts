import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

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
    await expect(steps.nth(2)).toContainText("then the 6-digit code the wallet shows you");
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
    await expect(frame).toHaveAttribute("src", `${e2eUrls.wallet}/splash`);
    expect(await before.evaluate((node) => node.isConnected)).toBe(false);
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
