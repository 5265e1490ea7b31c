import { expect, type Page } from "@playwright/test";

/** The pages this suite covers page by page, with the heading each must show. */
export const pages = [
  { path: "/", heading: "Payments that flow between India and Zambia" },
  { path: "/landing", heading: "The smarter way to pay, send and receive" },
  { path: "/features", heading: "One wallet, everything you pay for" },
  { path: "/how-it-works", heading: "From download to your first payment in minutes" },
  { path: "/pricing", heading: "Simple, transparent pricing" },
  { path: "/security", heading: "Your security is our priority" },
  { path: "/about", heading: "Where two countries meet" },
] as const;

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
