import { fileURLToPath } from "node:url";

import type { Page } from "@playwright/test";
import { budgetsOf } from "@repo/e2e/budget";
import { expect, test } from "@repo/e2e/fixtures";

import { walletScreens } from "./route-tree";

/**
 * Business mode's code loads on business routes only: each business screen loads the business
 * layout's chunk and its own, the business copy, and the PDF library only when a PDF is made.
 * Other screens never load any of it.
 */

/**
 * Gzip JavaScript each business screen downloads on a first visit (every script until the network
 * is idle), in KiB: the measured size plus about 1 KiB (see budget.spec.ts); a screen without
 * one is held to the heaviest business screen's.
 */
const jsBudgetKiB: Record<string, number> = {
  "/business": 159.6, // measured 159.19
  "/business/qr": 168.4, // measured 167.91
  "/business/links": 164.8, // measured 164.33
  "/business/settlements": 160.0, // measured 159.54
  "/business/invoices": 166.1, // measured 165.63
  "/business/reports": 161.9, // measured 161.41
};
const { manifest, sourceOf, expectWithin } = budgetsOf(
  fileURLToPath(new URL("../dist/", import.meta.url)),
  jsBudgetKiB,
);

const profile = JSON.stringify({
  state: { profile: { name: "Asha Kirana Store", gstin: null, stateCode: "36" } },
  version: 1,
});

async function sourcesFor(page: Page, path: string) {
  return (await load(page, path)).sources;
}

/** Loads a path: the scripts it downloaded, and their sources. */
async function load(page: Page, path: string) {
  const files = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) files.add(url.pathname.slice(1));
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return { files: [...files], sources: [...files].map((file) => sourceOf.get(file) ?? file) };
}

const isBusinessCode = (source: string) =>
  /src\/routes\/business\/|src\/lib\/business\/|business-store|business-book|en\/wallet\/business\.json|node_modules\/.*jspdf/.test(
    source,
  );

/** Every business screen of the route tree but sign-up, which a business profile leaves. */
const screens = walletScreens().filter(
  ({ path }) => path.startsWith("/business") && path !== "/business/signup",
);

for (const { path, file, copy } of screens) {
  test(`${path} loads the business layout, its own chunk and the business copy only, within its budget`, async ({
    page,
  }) => {
    await page.addInitScript(
      (value) => localStorage.setItem("sangampay-business-profile", value),
      profile,
    );
    const { files, sources } = await load(page, path);
    const routes = sources.flatMap((s) => /^src\/routes\/(.+)\.tsx\?tsr-split=/.exec(s)?.[1] ?? []);
    expect(new Set(routes)).toEqual(new Set(["business/route", file]));
    const copies = sources.flatMap((s) => /locales\/en\/wallet\/(\w+)\.json$/.exec(s)?.[1] ?? []);
    // The layout's "business" words and what the screen's loader names (links, and invoices,
    // which become links, share through the wallet's one share row: "payLink"); the wallet-wide
    // words ("app") ship with the shell.
    expect(copies.sort()).toEqual(["business", ...copy].sort());
    expect(sources.some((s) => s.includes("jspdf"))).toBe(false);
    expectWithin(path, files);
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
