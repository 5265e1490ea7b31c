import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** A prerendered page worth indexing: its path and the canonical URL it declares. */
export type IndexablePage = { path: string; url: string };

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === "assets" ? [] : htmlFilesUnder(file);
    return name === "index.html" ? [file] : [];
  });
}

/**
 * Every prerendered page except those that ask not to be indexed (the not-found page, redirects
 * into the wallet). The URL is the page's own canonical link, which `pageMeta` builds with the
 * shared `appUrl("site", path)`, so the sitemap and the pages can never disagree.
 */
export function findIndexablePages(clientDir: string): IndexablePage[] {
  return htmlFilesUnder(clientDir)
    .map((file) => {
      const dir = relative(clientDir, join(file, "..")).split(sep).join("/");
      const path = dir === "" ? "/" : `/${dir}`;
      return { path, html: readFileSync(file, "utf8") };
    })
    .filter(({ html }) => !/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/.test(html))
    .map(({ path, html }) => {
      const url = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1];
      if (!url) throw new Error(`${path} has no canonical link: give its route a pageMeta meta`);
      if (new URL(url).pathname !== path) {
        throw new Error(`${path} declares canonical ${url}: its pageMeta path is wrong`);
      }
      return { path, url };
    })
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(pages: readonly IndexablePage[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(page.url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** Writes sitemap.xml and robots.txt next to the prerendered pages. */
export function writeSeoFiles(clientDir: string): IndexablePage[] {
  const pages = findIndexablePages(clientDir);
  const home = pages.find((page) => page.path === "/");
  if (!home) throw new Error("The home page was not prerendered");
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(pages));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(new URL("sitemap.xml", home.url).href));
  return pages;
}
