import { expect, test } from "@repo/e2e/fixtures";

const telugu = /[\u0C00-\u0C7F]/;
const routes = [
  "/merchant",
  "/faq",
  "/contact",
  "/privacy",
  "/terms",
  "/waitlist",
  "/download",
  "/demo",
];

for (const route of routes) {
  test(`${route} reads in Telugu with every key translated`, async ({ page }) => {
    await page.goto(`${route}?lang=te`);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(telugu);
    const main = page.getByRole("main");
    for (const heading of await main.getByRole("heading", { level: 2 }).allTextContents()) {
      expect(heading, `${route} h2`).toMatch(telugu);
    }
    const text = await main.innerText();
    expect(text).not.toContain("{{");
    expect(text).not.toMatch(/\b(hero|form|header|cards|sections|steps)\.[a-z]/);
  });
}
