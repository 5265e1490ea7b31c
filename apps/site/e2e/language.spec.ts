import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { chooseTelugu, gotoHydrated, otherPages, pages } from "./site-pages";

const wallet = (path: string, lang?: string) =>
  `${e2eUrls.wallet}${path}${lang ? `?lang=${lang}` : ""}`;

test("Telugu changes the texts and <html lang>, and stays chosen across pages and reloads", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await chooseTelugu(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "భారతదేశం మరియు జాంబియా మధ్య ప్రవహించే చెల్లింపులు",
  );
  await expect(page.getByRole("heading", { name: "పనిలో ఎలా ఉంటుందో చూడండి" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "ఉత్పత్తి" })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "భాష" }).first().getByRole("button", { name: "తెలుగు" }),
  ).toHaveAttribute("aria-pressed", "true");

  await page
    .getByRole("navigation", { name: "ప్రధాన" })
    .first()
    .getByRole("link", { name: "ధరలు" })
    .click();
  await expect(page).toHaveURL(`${e2eUrls.site}/te/pricing`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("సరళమైన, పారదర్శకమైన ధరలు");
  // Amounts keep Indian grouping in every language. An English address follows the chosen language.
  await page.goto("/landing");
  await expect(page).toHaveURL(`${e2eUrls.site}/te/landing`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "చెల్లించడానికి, పంపడానికి, స్వీకరించడానికి తెలివైన మార్గం",
  );
  await expect(page.getByRole("figure")).toContainText("₹2,45,680");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "చెల్లించడానికి, పంపడానికి, స్వీకరించడానికి తెలివైన మార్గం",
  );
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("te");

  await page
    .getByRole("group", { name: "భాష" })
    .first()
    .getByRole("button", { name: "English" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The smarter way to pay, send and receive",
  );
});

test("links into the wallet carry the chosen language", async ({ page }) => {
  await gotoHydrated(page, "/");
  const login = page.getByRole("banner").getByRole("link", { name: "Login" }).first();
  await expect(login).toHaveAttribute("href", wallet("/splash"));
  await chooseTelugu(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "లాగిన్" }).first()).toHaveAttribute(
    "href",
    wallet("/splash", "te"),
  );

  await page.goto("/landing");
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("link", { name: "లాగిన్" })).toHaveAttribute(
    "href",
    wallet("/splash", "te"),
  );
  await expect(bar.getByRole("link", { name: "సైన్ అప్" })).toHaveAttribute(
    "href",
    wallet("/onboarding", "te"),
  );
  const start = page.getByRole("main").getByRole("link", { name: "ఉచితంగా ప్రారంభించండి" });
  await expect(start).toHaveAttribute("href", wallet("/onboarding", "te"));

  await page.goto("/pricing");
  await expect(page.getByRole("link", { name: "ప్రారంభించండి", exact: true })).toHaveAttribute(
    "href",
    wallet("/onboarding", "te"),
  );
  await page.goto("/how-it-works");
  await expect(page.getByRole("link", { name: "ఉచితంగా ప్రారంభించండి" })).toHaveAttribute(
    "href",
    wallet("/onboarding", "te"),
  );

  await page.goto("/landing");
  await page.getByRole("main").getByRole("link", { name: "ఉచితంగా ప్రారంభించండి" }).click();
  await expect(page).toHaveURL(wallet("/onboarding", "te"));
});

test("?lang=te on a link opens the page in Telugu", async ({ page }) => {
  await page.goto("/features?lang=te");
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ఒకే వాలెట్, మీరు చెల్లించే ప్రతిదానికీ");
});

test("a returning Telugu visitor gets every page in Telugu, with no hydration error", async ({
  page,
}) => {
  // Cached chunks and a cached Telugu bundle make the race between late-hydrating sections
  // (footer, lower home page) and the language switch as tight as it gets.
  for (const round of [1, 2]) {
    for (const { path } of pages) {
      await page.goto(round === 1 ? `${path}?lang=te` : path);
      await expect(page.locator("html")).toHaveAttribute("lang", "te");
      await expect(
        page.getByRole("contentinfo").getByRole("heading", { name: "ఉత్పత్తి" }),
      ).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
  }
});

const telugu = /[\u0C00-\u0C7F]/;

for (const route of otherPages) {
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
