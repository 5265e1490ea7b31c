import {
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  expectTheme,
  loadedTheme,
  test,
} from "@repo/e2e/fixtures";

import { pathIn } from "../src/lib/page-language";
import { fillForm } from "./form-fields";
import { gotoHydrated, otherPages, pages } from "./site-pages";

// Both themes on one load of each page: the one it was loaded in, then the other as the system
// switches (every other page is loaded dark).
pages.forEach(({ path, heading }, index) => {
  const loaded = loadedTheme(index);
  test(`${path} has one h1, the landmarks and no serious axe violation, loaded ${loaded}, in both themes`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: loaded });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectTheme(page, loaded);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expectAccessibleInBothThemes(page, loaded);
  });
});

// (`?lang=te` lands on the same Telugu address, `/te/...`, whose axe run is below; language.spec
// checks that `?lang=te` opens each page in Telugu.)
[...pages.map((page) => page.path), ...otherPages].forEach((path, index) => {
  const address = pathIn("te", path);
  const loaded = loadedTheme(index);
  test(`${address} passes axe with one Telugu h1, loaded ${loaded}, in both themes`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: loaded });
    await page.goto(address);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    await expectTheme(page, loaded);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0C00-\u0C7F]/);
    await expectAccessibleInBothThemes(page, loaded);
  });
});

otherPages.forEach((route, index) => {
  const loaded = loadedTheme(index);
  test(`${route} passes axe with one h1, loaded ${loaded}, in both themes`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: loaded });
    await page.goto(route);
    await expectTheme(page, loaded);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectAccessibleInBothThemes(page, loaded);
  });
});

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("open, in the light and the dark theme, passes axe", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).last()).toBeVisible();
    await expectAccessibleInBothThemes(page, "light");
    await expect(page.getByRole("navigation", { name: "Main" }).last()).toBeVisible();
  });
});

test("an open FAQ answer passes axe", async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("button", { name: "How much money can I send?" }).click();
  await expect(page.getByRole("region", { name: "How much money can I send?" })).toBeVisible();
  await expectAccessible(page);
});

test("the waitlist confirmation and its toast pass axe", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/waitlist");
  await fillForm(page.getByRole("form", { name: "Reserve your spot" }), {
    "Full Name": "Mutale Banda",
    Email: "mutale@example.com",
    "Mobile Number": "097 123 4567",
    Country: "zambia",
    "I will use SangamPay for": "personal",
  });
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Link copied");
  await expectAccessible(page);
});
