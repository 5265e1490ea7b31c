import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { pathIn } from "../src/lib/page-language";
import { fillForm } from "./form-fields";
import { gotoHydrated, otherPages, pages } from "./site-pages";

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const { path, heading } of pages) {
      test(`${path} has one h1, the landmarks and no serious axe violation`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("html")).toHaveClass(
          colorScheme === "dark" ? /dark/ : /^(?!.*dark)/,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toHaveCount(1);
        await expectAccessible(page);
      });
    }
  });
}

// (`?lang=te` lands on the same Telugu address, `/te/...`, whose axe run is below; language.spec
// checks that `?lang=te` opens each page in Telugu.)
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Telugu addresses, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of [...pages.map((page) => page.path), ...otherPages]) {
      const address = pathIn("te", path);
      test(`${address} passes axe with one Telugu h1`, async ({ page }) => {
        await page.goto(address);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("html")).toHaveAttribute("lang", "te");
        await expect(page.locator("html")).toHaveClass(
          colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0C00-\u0C7F]/);
        await expectAccessible(page);
      });
    }
  });
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme, other pages`, () => {
    test.use({ colorScheme: theme });

    for (const route of otherPages) {
      test(`${route} passes axe with one h1`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectAccessible(page);
      });
    }
  });
}

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`open, in the ${colorScheme} theme, passes axe`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main" }).last()).toBeVisible();
      await expectAccessible(page);
    });
  }
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
