import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

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

const profile = JSON.stringify({
  state: { profile: { name: "Asha Kirana Store", gstin: null, stateCode: "36" } },
  version: 1,
});

async function sourcesFor(page: Page, path: string) {
  const files = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) files.add(url.pathname.slice(1));
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return [...files].map((file) => sourceOf.get(file) ?? file);
}

const isBusinessCode = (source: string) =>
  /src\/routes\/business\/|src\/lib\/business\/|business-store|business-book|en\/wallet\/business\.json|node_modules\/.*jspdf/.test(
    source,
  );

const screens = ["index", "qr", "links", "settlements", "invoices", "reports"] as const;

for (const screen of screens) {
  const path = screen === "index" ? "/business" : `/business/${screen}`;
  test(`${path} loads the business layout, its own chunk and the business copy only`, async ({
    page,
  }) => {
    await page.addInitScript(
      (value) => localStorage.setItem("sangampay-business-profile", value),
      profile,
    );
    const sources = await sourcesFor(page, path);
    const routes = sources.flatMap((s) => /^src\/routes\/(.+)\.tsx\?tsr-split=/.exec(s)?.[1] ?? []);
    expect(new Set(routes)).toEqual(new Set(["business/route", `business/${screen}`]));
    const copies = sources.flatMap((s) => /locales\/en\/wallet\/(\w+)\.json$/.exec(s)?.[1] ?? []);
    // Links (and invoices, which become links) share through the wallet's one share row.
    const shares = screen === "links" || screen === "invoices";
    expect(copies.sort()).toEqual(shares ? ["app", "business", "payLink"] : ["app", "business"]);
    expect(sources.some((s) => s.includes("jspdf"))).toBe(false);
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
