import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";
import { framesDrawn } from "@repo/e2e/paint";

import { gotoHydrated, notFoundTitle, pageAt } from "./site-pages";

const headerLinks = [
  ["Home", "/"],
  ["Features", "/features"],
  ["How It Works", "/how-it-works"],
  ["Merchant", "/merchant"],
  ["Pricing", "/pricing"],
  ["Security", "/security"],
] as const;

const footerLinks = {
  Product: [
    ["Features", "/features"],
    ["How It Works", "/how-it-works"],
    ["Pricing", "/pricing"],
    ["Security", "/security"],
    ["For Merchants", "/merchant"],
  ],
  Company: [
    ["About Us", "/about"],
    ["Contact", "/contact"],
    ["FAQ", "/faq"],
  ],
  Legal: [
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
  ],
} as const;

const placeholders = ["Careers", "Press", "Compliance", "Cookie Policy"];

test.describe("shared header", () => {
  test("every link leads to a real page", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    for (const [name, path] of headerLinks) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(`${e2eUrls.site}${path}`);
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(notFoundTitle);
    }
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      `${e2eUrls.wallet}/splash`,
    );
    await banner.getByRole("link", { name: "Join Waitlist" }).click();
    await expect(page).toHaveURL(`${e2eUrls.site}/waitlist`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(notFoundTitle);
    await banner.getByRole("link", { name: "SangamPay home" }).click();
    await expect(page).toHaveURL(`${e2eUrls.site}/`);
  });
});

test.describe("shared footer", () => {
  for (const [column, links] of Object.entries(footerLinks)) {
    test(`${column} column links lead to real pages`, async ({ page }) => {
      for (const [name, path] of links) {
        await page.goto("/");
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("heading", { name: column })).toBeVisible();
        await footer.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(`${e2eUrls.site}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(notFoundTitle);
      }
    });
  }

  test("placeholders and social networks are visibly inert, never links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of placeholders) {
      await expect(footer.getByText(`${name} (coming soon)`, { exact: true })).toBeVisible();
      await expect(footer.getByRole("link", { name })).toHaveCount(0);
    }
    const social = footer.getByRole("list", { name: "Social media" });
    await expect(social.getByRole("listitem")).toHaveText([
      "Twitter (coming soon)",
      "LinkedIn (coming soon)",
      "Instagram (coming soon)",
      "Facebook (coming soon)",
    ]);
    await expect(social.getByRole("link")).toHaveCount(0);
    await expect(footer.getByRole("link", { name: /support@sangampay\.example/ })).toHaveAttribute(
      "href",
      "mailto:support@sangampay.example",
    );
    await expect(footer.getByRole("link", { name: /\+91 00000 12345/ })).toHaveAttribute(
      "href",
      "tel:+910000012345",
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} SangamPay`);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes, reports its state and closes after navigating", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("navigation", { name: "Main" }).last();
    await expect(menu).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");

    await open.click();
    await expect(menu.getByRole("link")).toHaveText([
      ...headerLinks.map(([name]) => name),
      "Login",
      "Join Waitlist",
    ]);
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      `${e2eUrls.wallet}/splash`,
    );
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(`${e2eUrls.site}/pricing`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageAt("/pricing").heading);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("acts as a modal menu: Escape and a tap outside close it, Tab stays inside, no page scroll", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("navigation", { name: "Main" }).last();
    const toggle = page.locator("header button[aria-controls]");

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("PageDown");
    // Once the frames after the input are drawn, a scroll would have started.
    await framesDrawn(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const stops = await menu.locator("a, button").filter({ visible: true }).count();
    for (let step = 0; step <= stops; step++) await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "Join Waitlist" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName("Open menu");

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("fits the screen: no sideways scrolling on any page", async ({ page }) => {
    for (const path of [
      "/",
      "/landing",
      "/features",
      "/how-it-works",
      "/pricing",
      "/security",
      "/about",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });
});

test("the theme choice is stored under `theme` and survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await gotoHydrated(page, "/pricing");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await page.goto("/features");
  await expect(html).toHaveClass(/dark/);
});
