import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

const cases = [
  "/login",
  "/onboarding?lang=te",
  "/dashboard",
  "/send-money/enter-details?type=upi",
  "/send-money/confirm?type=phone&recipient=9812345670&amount=500&note=Lunch",
  "/send-money/some/deeper/path?x=1",
  "/profile/security",
  "/scan-pay",
  "/rewards",
];

test.describe("wallet paths on the site", () => {
  for (const path of cases) {
    test(`${path} arrives on the wallet with its query`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${e2eUrls.wallet}${path}`);
    });
  }

  test("the prerendered page says noindex and links on", async ({ request }) => {
    const html = await (await request.get("/send-money/confirm")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(
      `<meta http-equiv="refresh" content="0; url=${e2eUrls.wallet}/send-money/confirm"/>`,
    );
    expect(html).toContain(`href="${e2eUrls.wallet}/send-money/confirm"`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the refresh still takes visitors to the wallet", async ({ page }) => {
    await page.goto("/profile/details");
    await expect(page).toHaveURL(`${e2eUrls.wallet}/profile/details`);
  });
});
