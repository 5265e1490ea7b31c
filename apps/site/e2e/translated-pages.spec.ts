import type { RouteConfigEntry } from "@react-router/dev/routes";
import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { pathIn, pathLanguage } from "../src/lib/page-language";
import routes from "../src/routes";
import { gotoHydrated, otherPages, pageAt, pages } from "./site-pages";

const telugu = /[\u0C00-\u0C7F]/;
const teluguPath = (path: string) => (path === "/" ? "/te" : `/te${path}`);
const allPaths = [...pages.map(({ path }) => path), ...otherPages];

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of allPaths) {
    test(`${teluguPath(path)} is prerendered in Telugu, with its title and language alternates`, async ({
      page,
    }) => {
      const response = await page.goto(teluguPath(path));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "te");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(telugu);
      expect(await page.title()).toMatch(telugu);
      // Its links stay in Telugu.
      await expect(page.getByRole("banner").getByRole("link").first()).toHaveAttribute(
        "href",
        "/te",
      );
      const link = (selector: string) => page.locator(`head link[${selector}]`);
      await expect(link('rel="canonical"')).toHaveAttribute(
        "href",
        `${e2eUrls.site}${teluguPath(path)}`,
      );
      await expect(link('rel="alternate"][hreflang="en"')).toHaveAttribute(
        "href",
        `${e2eUrls.site}${path}`,
      );
      await expect(link('rel="alternate"][hreflang="te"')).toHaveAttribute(
        "href",
        `${e2eUrls.site}${teluguPath(path)}`,
      );
      await expect(link('rel="alternate"][hreflang="x-default"')).toHaveAttribute(
        "href",
        `${e2eUrls.site}${path}`,
      );
    });
  }

  test("dates read in the page's language", async ({ page }) => {
    await page.goto("/merchant");
    await expect(page.getByRole("main")).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await page.goto("/te/merchant");
    await expect(page.getByRole("main")).toContainText(/\d{1,2} [\u0C00-\u0C7F]+, \d{4}/);
    await expect(page.getByRole("main")).not.toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  });

  test("the English page names its Telugu twin", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.title()).toBe(pageAt("/pricing").title);
    await expect(page.locator('head link[rel="alternate"][hreflang="te"]')).toHaveAttribute(
      "href",
      `${e2eUrls.site}/te/pricing`,
    );
  });
});

/** Every path the site's route config prerenders as a page (not the catch-all: 404, wallet paths). */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    if (entry.path?.includes("*")) return [];
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || (entry.path && !entry.children?.length) ? [path || "/"] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

test("the sitemap lists every prerendered page that may be indexed, in English and in Telugu, and nothing else", async ({
  request,
}) => {
  const paths = routePaths(routes);
  const english = paths.filter((path) => pathLanguage(path) === "en");
  // Every page of the route config, each once in English and once at its /te twin.
  expect(english).toEqual(
    expect.arrayContaining([...pages.map(({ path }) => path), ...otherPages]),
  );
  expect(paths.sort()).toEqual([...english, ...english.map((path) => pathIn("te", path))].sort());
  // A page that asks not to be indexed (/unsubscribe) is prerendered but left out.
  const indexed: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    if (!/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/.test(html)) indexed.push(path);
  }
  expect(paths.filter((path) => !indexed.includes(path)).sort()).toEqual([
    "/te/unsubscribe",
    "/unsubscribe",
  ]);
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls.sort()).toEqual(indexed.map((path) => `${e2eUrls.site}${path}`).sort());
});

test("the language switch moves between a page's English and Telugu addresses", async ({
  page,
}) => {
  await gotoHydrated(page, "/pricing");
  const switcher = page.getByRole("banner").getByRole("group").first();
  await switcher.getByRole("button", { name: "తెలుగు" }).click();
  await expect(page).toHaveURL(`${e2eUrls.site}/te/pricing`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("సరళమైన, పారదర్శకమైన ధరలు");
  await expect(page).toHaveTitle("ధరలు | SangamPay");
  await expect(switcher.getByRole("button", { name: "తెలుగు" })).toBeFocused();

  await page
    .getByRole("navigation", { name: "ప్రధాన" })
    .first()
    .getByRole("link", { name: "భద్రత" })
    .click();
  await expect(page).toHaveURL(`${e2eUrls.site}/te/security`);

  await switcher.getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(`${e2eUrls.site}/security`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(/^Security/);
});

test("a Telugu address opens in Telugu even after English was chosen, and hydrates cleanly", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await gotoHydrated(page, "/te/faq");
  await expect(page).toHaveURL(`${e2eUrls.site}/te/faq`);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(
    page.getByRole("banner").getByRole("button", { name: "తెలుగు" }).first(),
  ).toHaveAttribute("aria-pressed", "true");
});
