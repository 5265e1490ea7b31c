import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import { fillForm } from "./form-fields";

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

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const route of routes) {
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
    "Mobile Number": "9856789014",
    Country: "zambia",
    "I will use SangamPay for": "personal",
  });
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Link copied");
  await expectAccessible(page);
});
