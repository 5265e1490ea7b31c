import { expect, test } from "@repo/e2e/fixtures";
import { recordFontFetches } from "@repo/e2e/fonts";

// This machine's Chromium has no Telugu system font: without the site's own Telugu face the
// Telugu pages would draw empty boxes.
test("the Telugu text face is fetched for Telugu pages and not for English ones", async ({
  page,
}) => {
  const fetched = recordFontFetches(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Payments");
  await page.waitForLoadState("networkidle");
  // English pages show one Telugu word, the language switch's "తెలుగు" (font-medium): at most
  // that weight, never the body text face.
  expect(fetched.every((face) => face === "telugu-500")).toBe(true);
  expect(fetched).not.toContain("telugu-400");

  await page.getByRole("button", { name: "తెలుగు" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect.poll(() => fetched).toContain("telugu-400");
  expect(fetched.filter((face) => !face.startsWith("telugu-"))).toEqual([]);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Telugu"', "తెలుగు"))).toBe(
    true,
  );
});
