import { expect, test } from "@repo/e2e/fixtures";
import { layoutShiftScore, recordFontFetches } from "@repo/e2e/fonts";

// This machine's Chromium has no Telugu or Devanagari system font: without the wallet's own
// faces these screens would draw empty boxes. A language switch fetches its script's faces before
// the text changes, so nothing swaps in later; the small shift left (about 0.01) is the English
// first render giving way to the chosen language.
test("the Telugu face is fetched for Telugu screens and never for English ones", async ({
  page,
}) => {
  const fetched = recordFontFetches(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Priya/);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  await page.goto("/dashboard?lang=te");
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0C00-\u0C7F]/);
  await expect.poll(() => fetched).toContain("telugu-400");
  expect(fetched.filter((face) => !face.startsWith("telugu-"))).toEqual([]);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Telugu"', "తెలుగు"))).toBe(
    true,
  );
  expect(await layoutShiftScore(page)).toBeLessThan(0.02);
});

test("the Devanagari face is fetched for Hindi screens only", async ({ page }) => {
  const fetched = recordFontFetches(page);
  await page.goto("/dashboard?lang=hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  await expect.poll(() => fetched).toContain("devanagari-400");
  expect(fetched.filter((face) => !face.startsWith("devanagari-"))).toEqual([]);
  expect(await layoutShiftScore(page)).toBeLessThan(0.02);
});

// Issue 30: /onboarding names each language in its own script. Those two names come from faces of
// their few glyphs, which the page asks for with its HTML (not after the stylesheet and layout),
// never from the whole Telugu and Devanagari faces an English screen has no other use for.
test("/onboarding draws తెలుగు and हिन्दी from small faces asked for with the page", async ({
  page,
}) => {
  const whole = recordFontFetches(page);
  const faces = new Map<string, number>();
  page.on("requestfinished", (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.endsWith(".woff2")) return;
    void request.sizes().then(({ responseBodySize }) => faces.set(path, responseBodySize));
  });
  await page.goto("/onboarding");
  await expect(page.getByRole("button", { name: /తెలుగు/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(whole).toEqual([]);
  const small = [...faces].filter(([path]) => /\/language-names-/.test(path));
  expect(small).toHaveLength(2);
  for (const [, bytes] of small) expect(bytes).toBeLessThan(4096);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preloaded.toSorted()).toEqual(small.map(([path]) => path).toSorted());
  for (const name of ["తెలుగు", "हिन्दी"]) {
    expect(
      await page.evaluate((text) => document.fonts.check('600 18px "Language Names"', text), name),
    ).toBe(true);
  }
});
