// Throwaway (not committed): 1280 px frames against the app after take-over.
import { writeFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { appOwnsPage, holdScripts } from "./helpers";
import { expect, test } from "./signed-in";

const routes = (process.env.SHOT_ROUTES ?? "/receive,/pay,/insights,/transactions/statement,/business/qr,/business/links,/business/invoices,/business/reports,/business/settlements").split(",");
const results: unknown[] = [];

async function layout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("#root h1, #root h2, #root label, #root nav, #root button")]
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .slice(0, 40)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { tag: e.tagName, text: (e.textContent ?? "").trim().slice(0, 24), x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
      }),
  );
}

test.use({ viewport: { width: 1280, height: 800 } });
for (const scheme of ["light", "dark"] as const) {
  for (const lang of ["en", "hi"]) {
    for (const path of routes) {
      test(`${path} ${scheme} ${lang}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        if (path.startsWith("/business")) {
          await page.addInitScript(() =>
            localStorage.setItem(
              "sangampay-business-profile",
              JSON.stringify({ state: { profile: { name: "Asha Kirana Store", gstin: null, stateCode: "36" }, account: null }, version: 1 }),
            ),
          );
        }
        // The language: kept by the app from ?lang= on a first visit.
        await page.goto(`/profile?lang=${lang}`);
        await appOwnsPage(page);
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: "commit" });
        await expect(page.locator("h1")).toBeVisible();
        await page.waitForLoadState("domcontentloaded");
        const name = `${path.slice(1).replaceAll("/", "-")}-${scheme}-${lang}`;
        await page.screenshot({ path: `/tmp/gaps-shots/${name}-frame.png` });
        const frame = await layout(page);
        release();
        await appOwnsPage(page);
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `/tmp/gaps-shots/${name}-app.png` });
        const app = await layout(page);
        results.push({ path, scheme, lang, frame, app });
        writeFileSync(`/tmp/gaps-shots/${name}.json`, JSON.stringify({ frame, app }, null, 1));
      });
    }
  }
}
