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
