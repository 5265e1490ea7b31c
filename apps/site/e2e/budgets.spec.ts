import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { expect, test } from "@repo/e2e/fixtures";
import { expectPaintBeforeScripts } from "@repo/e2e/paint";

import { otherPages, pages } from "./site-pages";

/**
 * Performance budgets of the production build, measured the way a browser meets it: every script
 * and stylesheet a first visit downloads until the network is idle (including the sections that
 * load right after hydration), in the gzip bytes nginx sends (the build's .gz files). Also: the
 * page paints before any script is requested (no module preloads in the head, hydration after the
 * first contentful paint), and its stylesheet is fetched once.
 *
 * Budgets are the measured sizes plus 1 to 2 KiB (the next whole KiB above measured + 1): a
 * budget a build can miss by a few bytes fails for nothing. Issue 14's goal (100 KiB on every
 * page) is not met: React, React Router and i18next alone are about 110 KiB (README "Performance").
 */
const KiB = 1024;
const jsBudgetKiB: Record<string, number> = {
  "/": 159, // measured 157.5
  "/te": 178.6, // measured 178.1 (issue 32: the home states the delivery time and links Add bank account)
  "/landing": 150, // measured 148.3
  "/te/landing": 169, // measured 167.5
  "/features": 147, // measured 145.3
  "/te/features": 166, // measured 164.5
  "/how-it-works": 146, // measured 144.2
  "/te/how-it-works": 165, // measured 163.4
  "/pricing": 151, // measured 149.1 (issue 32: the calculator states each corridor's delivery time)
  "/te/pricing": 169, // measured 168.2 (issue 32: the merchant fees list)
  "/security": 147, // measured 145.1
  "/te/security": 166, // measured 164.3
  "/about": 146, // measured 144.7
  "/te/about": 165, // measured 163.9
  "/merchant": 154, // measured 152.0
  "/te/merchant": 173, // measured 171.2
  "/faq": 151, // measured 149.4
  "/te/faq": 170, // measured 168.6
  "/contact": 148, // measured 146.8
  "/te/contact": 167, // measured 166.0
  "/privacy": 140, // measured 138.0
  "/te/privacy": 159, // measured 157.2
  "/terms": 140, // measured 138.0
  "/te/terms": 159, // measured 157.2
  "/waitlist": 145, // measured 143.0
  "/te/waitlist": 164, // measured 162.2
  "/download": 146, // measured 144.5
  "/te/download": 165, // measured 163.7
  "/demo": 140, // measured 138.6
  "/te/demo": 159, // measured 157.8
};
const cssBudgetKiB = 10;

const client = fileURLToPath(new URL("../dist/client", import.meta.url));

/** What nginx sends: the build's .gz copy (gzip -9), or the file gzipped the same way. */
const gzipSize = (path: string) =>
  existsSync(`${client}${path}.gz`)
    ? statSync(`${client}${path}.gz`).size
    : gzipSync(readFileSync(`${client}${path}`), { level: 9 }).length;

const paths = [...pages.map((page) => page.path), ...otherPages].flatMap((path) => [
  path,
  path === "/" ? "/te" : `/te${path}`,
]);

for (const path of paths) {
  test(`${path} paints before any script loads, fetches its stylesheet once, within its budgets`, async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    // The site's own files (the demo page frames the wallet, whose budgets are the wallet's).
    const origin = new URL(baseURL!).origin;
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) requests.push(url.pathname);
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");

    const scripts = [...new Set(requests.filter((file) => file.endsWith(".js")))];
    const stylesheets = requests.filter((file) => file.endsWith(".css"));
    const js = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
    const css = [...new Set(stylesheets)].reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(
      `budget ${path}: ${(js / KiB).toFixed(2)} KiB JS, ${(css / KiB).toFixed(2)} KiB CSS`,
    );
    test.info().annotations.push({
      type: "gzip downloaded",
      description: `${(js / KiB).toFixed(1)} KiB JS in ${scripts.length} files, ${(css / KiB).toFixed(1)} KiB CSS`,
    });

    expect(stylesheets, "one stylesheet, fetched once").toHaveLength(1);
    await expectPaintBeforeScripts(page);
    expect(jsBudgetKiB[path], `a budget for ${path}`).toBeDefined();
    expect(js, `${path}: gzip JavaScript downloaded`).toBeLessThanOrEqual(jsBudgetKiB[path]! * KiB);
    expect(css, `${path}: gzip CSS downloaded`).toBeLessThanOrEqual(cssBudgetKiB * KiB);
  });
}

test("a form's rules and sender load only once someone reaches the form, outside the page's budget", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".js")) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/waitlist");
  await page.waitForLoadState("networkidle");
  const formLogic = (file: string) => /\/form-logic-[\w-]+\.js$/.test(file);
  expect(scripts.filter(formLogic), "no form rules on the first load").toEqual([]);

  const loaded = page.waitForRequest((request) => formLogic(new URL(request.url()).pathname));
  await page.getByRole("textbox", { name: "Full Name", exact: true }).focus();
  await loaded;
});
