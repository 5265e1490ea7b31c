import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

/**
 * Business mode's code loads on business routes only: each business screen loads the business
 * layout's chunk and its own, the business copy, and the PDF library only when a PDF is made.
 * Other screens never load any of it.
 */
const dist = fileURLToPath(new URL("../dist/", import.meta.url));
type ManifestChunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[] };
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8")) as Record<
  string,
  ManifestChunk
>;
const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** What nginx sends: the build's .gz copy (gzip -9), or the file gzipped the same way. */
const gzipSize = (file: string) =>
  existsSync(`${dist}${file}.gz`)
    ? statSync(`${dist}${file}.gz`).size
    : gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;

/**
 * Gzip JavaScript each business screen downloads on a first visit (every script until the network
 * is idle), in KiB: the measured size plus about 1 KiB (see budget.spec.ts).
 */
const KiB = 1024;
const jsBudgetKiB: Record<string, number> = {
  "/business": 156, // measured 154.4
  "/business/qr": 164.5, // measured 164.0 (after main's connected splits and links beside issue 32)
  "/business/links": 161, // measured 159.1
  "/business/settlements": 155, // measured 153.8 (the PIN step, loaded when it opens)
  "/business/invoices": 162.5, // measured 162.0 (after main's connected splits and links beside issue 32)
  "/business/reports": 157.5, // measured 157.0 (the wallet store's rail for money abroad)
};

const profile = JSON.stringify({
  state: { profile: { name: "Asha Kirana Store", gstin: null, stateCode: "36" } },
  version: 1,
});

async function sourcesFor(page: Page, path: string) {
  return (await load(page, path)).sources;
}

/** Loads a path: the sources of the scripts it downloaded, and their gzip bytes in total. */
async function load(page: Page, path: string) {
  const files = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) files.add(url.pathname.slice(1));
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return {
    sources: [...files].map((file) => sourceOf.get(file) ?? file),
    total: [...files].reduce((sum, file) => sum + gzipSize(file), 0),
  };
}

const isBusinessCode = (source: string) =>
  /src\/routes\/business\/|src\/lib\/business\/|business-store|business-book|en\/wallet\/business\.json|node_modules\/.*jspdf/.test(
    source,
  );

const screens = ["index", "qr", "links", "settlements", "invoices", "reports"] as const;

for (const screen of screens) {
  const path = screen === "index" ? "/business" : `/business/${screen}`;
  test(`${path} loads the business layout, its own chunk and the business copy only, within its budget`, async ({
    page,
  }) => {
    await page.addInitScript(
      (value) => localStorage.setItem("sangampay-business-profile", value),
      profile,
    );
    const { sources, total } = await load(page, path);
    const routes = sources.flatMap((s) => /^src\/routes\/(.+)\.tsx\?tsr-split=/.exec(s)?.[1] ?? []);
    expect(new Set(routes)).toEqual(new Set(["business/route", `business/${screen}`]));
    const copies = sources.flatMap((s) => /locales\/en\/wallet\/(\w+)\.json$/.exec(s)?.[1] ?? []);
    // Links (and invoices, which become links) share through the wallet's one share row.
    const shares = screen === "links" || screen === "invoices";
    // The wallet-wide words ("app") ship with the shell.
    expect(copies.sort()).toEqual(shares ? ["business", "payLink"] : ["business"]);
    expect(sources.some((s) => s.includes("jspdf"))).toBe(false);
    console.log(`budget ${path}: ${(total / KiB).toFixed(2)} KiB gzip`);
    expect(jsBudgetKiB[path], `a budget for ${path}`).toBeDefined();
    expect(total, `${path}: gzip JavaScript downloaded`).toBeLessThanOrEqual(
      jsBudgetKiB[path]! * KiB,
    );
  });
}

for (const path of ["/dashboard", "/profile", "/receive"]) {
  test(`${path} loads no business code`, async ({ page }) => {
    await page.addInitScript(
      (value) => localStorage.setItem("sangampay-business-profile", value),
      profile,
    );
    const sources = await sourcesFor(page, path);
    expect(sources.filter(isBusinessCode)).toEqual([]);
  });
}

test("the PDF library is a chunk of its own, loaded when an invoice's PDF is made", () => {
  const pdf = Object.entries(manifest).find(([source]) =>
    source.endsWith("src/lib/business/business-pdf.ts"),
  );
  expect(pdf, "the PDF module is loaded on demand").toBeDefined();
  const route = Object.entries(manifest).find(([source]) =>
    source.startsWith("src/routes/business/invoices.tsx"),
  );
  expect(route![1].imports ?? []).not.toContain(pdf![0]);
  expect(route![1].dynamicImports ?? []).toContain(pdf![0]);
});
