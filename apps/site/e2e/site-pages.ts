import { expect, type Page } from "@playwright/test";
import about from "@repo/i18n/locales/en/site/about.json" with { type: "json" };
import features from "@repo/i18n/locales/en/site/features.json" with { type: "json" };
import home from "@repo/i18n/locales/en/site/home.json" with { type: "json" };
import howItWorks from "@repo/i18n/locales/en/site/how-it-works.json" with { type: "json" };
import landing from "@repo/i18n/locales/en/site/landing.json" with { type: "json" };
import pricing from "@repo/i18n/locales/en/site/pricing.json" with { type: "json" };
import security from "@repo/i18n/locales/en/site/security.json" with { type: "json" };

/**
 * The pages this suite covers page by page, with the heading (h1) and title each must show, as
 * their English copy words them: retitling a page is an edit of its copy alone.
 */
export const pages = [
  { path: "/", heading: home.hero.title, title: home.meta.title },
  { path: "/landing", heading: landing.hero.title, title: landing.meta.title },
  { path: "/features", heading: features.header.title, title: features.meta.title },
  { path: "/how-it-works", heading: howItWorks.header.title, title: howItWorks.meta.title },
  { path: "/pricing", heading: pricing.header.title, title: pricing.meta.title },
  { path: "/security", heading: security.header.title, title: security.meta.title },
  { path: "/about", heading: about.header.title, title: about.meta.title },
] as const;

/** A page of `pages`, by path. */
export const pageAt = (path: (typeof pages)[number]["path"]) =>
  pages.find((page) => page.path === path)!;

/** The site's other pages (merchant, help, forms, legal, download, demo), checked by path. */
export const otherPages = [
  "/merchant",
  "/faq",
  "/contact",
  "/privacy",
  "/terms",
  "/waitlist",
  "/download",
  "/demo",
] as const;

/**
 * Opens a page and waits until its scripts have loaded and run (no request for 500 ms), so
 * clicks reach React rather than the prerendered HTML.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return response;
}

export const notFoundTitle = "Oops! Page not found";

/** Picks Telugu in the header's language switch and waits for <html lang="te">. */
export async function chooseTelugu(page: Page) {
  await page
    .getByRole("group", { name: "Language" })
    .first()
    .getByRole("button", { name: "తెలుగు" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
}
