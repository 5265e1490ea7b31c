import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { pages } from "./site-pages";

const clientDir = fileURLToPath(new URL("../dist/client/", import.meta.url));

test.describe("search engines", () => {
  for (const { path } of pages) {
    test(`${path} has its own title, description, canonical URL and Open Graph tags`, async ({
      page,
    }) => {
      await page.goto(path);
      const url = `${e2eUrls.site}${path}`;
      const title = await page.title();
      expect(title).toContain("SangamPay");
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        "content",
        (await description.getAttribute("content"))!,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    });
  }

  test("every page has a different title and description", async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const { path } of pages) {
      await page.goto(path);
      seen.titles.add(await page.title());
      seen.descriptions.add(
        (await page.locator('meta[name="description"]').getAttribute("content")) ?? "",
      );
    }
    expect(seen.titles.size).toBe(pages.length);
    expect(seen.descriptions.size).toBe(pages.length);
  });

  test("sitemap.xml lists every page at its absolute URL, and nothing marked noindex", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const { path } of pages) expect(urls).toContain(`${e2eUrls.site}${path}`);
    for (const url of urls) {
      expect(url?.startsWith(`${e2eUrls.site}/`)).toBe(true);
      const html = readFileSync(`${clientDir}${new URL(url!).pathname}/index.html`, "utf8");
      expect(html, url).not.toMatch(/name="robots" content="noindex/);
    }
    expect(urls).not.toContain(`${e2eUrls.site}/__spa-fallback`);
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${e2eUrls.site}/sitemap.xml`);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of pages) {
    test(`${path} is readable from its prerendered HTML, down to the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // Sections that hydrate late (lazy chunks) are in the HTML too, in place and visible.
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }),
      ).toBeVisible();
      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).count();
      expect(headings).toBeGreaterThan(1);
    });
  }

  test("the home page's lower sections are in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "See it in action" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Sample .+ screen$/ })).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
