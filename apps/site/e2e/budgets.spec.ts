import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { budgetsOf, filesFetched } from "@repo/e2e/budget";
import { expect, test } from "@repo/e2e/fixtures";
import { expectPaintBeforeScripts } from "@repo/e2e/paint";

/**
 * Performance budgets of the production build, measured the way a browser meets it, on every page
 * the build's sitemap.xml lists (each indexable page in English and Telugu: a new page is
 * measured without an edit): every script and stylesheet a first visit downloads until the network is idle (including the sections that
 * load right after hydration), in the gzip bytes nginx sends (the build's .gz files). Also: the
 * page paints before any script is requested (no module preloads in the head, hydration after the
 * first contentful paint), and its stylesheet is fetched once.
 *
 * Budgets are the measured sizes plus 1 to 2 KiB (the next whole KiB above measured + 1): a
 * budget a build can miss by a few bytes fails for nothing. A page without one yet is held to the
 * heaviest page's. Issue 14's goal (100 KiB on every
 * page) is not met: React, React Router and i18next alone are about 110 KiB (README "Performance").
 */
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
  "/te/pricing": 169.7, // measured 169.03 (issue 32: the merchant fees list; then the early taps' replay in the root chunk, +0.24 on every page)
  "/security": 147, // measured 145.1
  "/te/security": 166, // measured 164.3
  "/about": 146, // measured 144.7
  "/te/about": 165, // measured 163.9
  "/merchant": 154, // measured 152.0
  "/te/merchant": 173.9, // measured 173.21 (the early taps' replay in the root chunk, +0.24 on every page)
  "/faq": 151, // measured 149.4
  "/te/faq": 170.8, // measured 170.09 (the early taps' replay in the root chunk, +0.24 on every page)
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

const client = fileURLToPath(new URL("../dist/client/", import.meta.url));
const { expectWithin } = budgetsOf(client, jsBudgetKiB);
/** The pages of the build: the paths of sitemap.xml, which lists every page not marked noindex. */
const paths = [
  ...readFileSync(`${client}sitemap.xml`, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g),
].map(([, url]) => new URL(url!).pathname);

for (const path of paths) {
  test(`${path} paints before any script loads, fetches its stylesheet once, within its budgets`, async ({
    page,
  }) => {
    // The site's own files (the demo page frames the wallet, whose budgets are the wallet's).
    const files = await filesFetched(page, path, () => Promise.resolve(), /\.(js|css)$/);
    const scripts = files.filter((file) => file.endsWith(".js"));
    const stylesheets = files.filter((file) => file.endsWith(".css"));

    expect(stylesheets, "one stylesheet, fetched once").toHaveLength(1);
    await expectPaintBeforeScripts(page);
    expectWithin(path, scripts, { label: `${path} JS` });
    expectWithin(path, stylesheets, { label: `${path} CSS`, budgetKiB: cssBudgetKiB });
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
