import type { Route } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

const categories = [
  ["Getting Started", 3],
  ["Payments & Transfers", 4],
  ["Security", 3],
  ["For Merchants", 4],
  ["Support", 2],
] as const;

test("a question tapped before the scripts have run opens once they have, once", async ({
  page,
}) => {
  // The scripts are held back: the prerendered page is all there is when the question is tapped.
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.js", (route) =>
    released ? route.continue() : void held.push(route),
  );
  await page.goto("/faq", { waitUntil: "commit" });
  const question = page.getByRole("button", { name: "What is SangamPay?" });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  released = true;
  for (const route of held) await route.continue();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(
    page.getByText("SangamPay is a digital wallet for India and Zambia.", { exact: false }),
  ).toBeVisible();
  await expect(page.locator("button[data-tapped]")).toHaveCount(0);
});

test.describe("/faq", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/faq");
  });

  test("lists five categories with 3, 4, 3, 4 and 2 questions, all closed", async ({ page }) => {
    await expect(page).toHaveTitle(/FAQ/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      ...categories.map(([name]) => name),
      "Still have questions?",
    ]);
    for (const [name, count] of categories) {
      const category = main.getByRole("region", { name, exact: true });
      await expect(category.getByRole("button")).toHaveCount(count);
    }
    const triggers = main.locator("button[aria-expanded]");
    await expect(triggers).toHaveCount(16);
    await expect(main.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test("answers quote the limits and fees from content/faq.ts", async ({ page }) => {
    const open = async (question: string) => {
      await page.getByRole("button", { name: question }).click();
      return page.getByRole("region", { name: question });
    };
    await expect(await open("How much money can I send?")).toContainText(
      "in India can send up to ₹1,00,000 per transaction and ₹10,00,000 per day; in Zambia, up to K25,000 per transaction and K100,000 per day",
    );
    await expect(await open("How do I create an account?")).toContainText(
      "Sign up with your Indian or Zambian mobile number",
    );
    await expect(await open("What do I need to complete KYC?")).toContainText(
      "Aadhaar, Passport or National ID) and a selfie. Verification takes about 5 minutes",
    );
    await expect(await open("How long do bank transfers take?")).toContainText(
      "NEFT transfers take 2-4 hours",
    );
    await expect(await open("What if I see a transaction I did not make?")).toContainText(
      "investigate the transaction within 24 hours",
    );
    await expect(await open("Is my money safe with SangamPay?")).toContainText(
      "256-bit encryption",
    );
    await expect(await open("Is SangamPay always available?")).toContainText("99.9% uptime");
    await expect(await open("How do I reach support?")).toContainText("available 24/7");
  });

  test("opens one question at a time across categories, and closes it again", async ({ page }) => {
    const first = page.getByRole("button", { name: "What is SangamPay?" });
    const other = page.getByRole("button", { name: "Can I create GST invoices?" });
    const firstAnswer = page.getByText("SangamPay is a digital wallet for India and Zambia.", {
      exact: false,
    });

    await expect(firstAnswer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();

    await other.click();
    await expect(other).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);

    await other.click();
    await expect(other).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test("works from the keyboard", async ({ page }) => {
    const first = page.getByRole("button", { name: "What is SangamPay?" });
    const second = page.getByRole("button", { name: "How do I create an account?" });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("End");
    await expect(
      page.getByRole("button", { name: "Is SangamPay always available?" }),
    ).toBeFocused();
  });

  test("ends with the support e-mail and phone links", async ({ page }) => {
    const support = page.getByRole("region", { name: "Still have questions?" });
    await expect(
      support.getByRole("link", { name: /E-mail support@sangampay.example/ }),
    ).toHaveAttribute("href", "mailto:support@sangampay.example");
    await expect(support.getByRole("link", { name: /Call \+91 00000 12345/ })).toHaveAttribute(
      "href",
      "tel:+910000012345",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every answer is readable", async ({ page }) => {
    await page.goto("/faq");
    await expect(
      page.getByText(/SangamPay is a digital wallet for India and Zambia/),
    ).toBeVisible();
    await expect(
      page.getByText(/Support is available 24\/7: the chat in the app answers common questions/),
    ).toBeVisible();
  });
});
