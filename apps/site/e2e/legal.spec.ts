import { expect, test } from "@repo/e2e/fixtures";

const pages = [
  {
    path: "/privacy",
    title: "Privacy Policy",
    sections: [
      "Information We Collect",
      "How We Use Your Information",
      "How We Share Information",
      "Data Security and Retention",
      "Your Rights and Choices",
    ],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    sections: [
      "Acceptance of Terms",
      "Your Account",
      "Payments, Fees and Limits",
      "Acceptable Use",
      "Liability and Changes",
    ],
  },
];

for (const legal of pages) {
  test(`${legal.path} shows its date and five numbered sections`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(new RegExp(legal.title));
    await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
    await expect(page.getByText("Last updated: January 2025", { exact: true })).toBeVisible();
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(legal.sections.map((title, i) => `${i + 1}.${title}`));
    await expect(
      page.getByRole("main").getByRole("list").first().getByRole("listitem"),
    ).toHaveCount(5);
    // Interpolated contact, no raw placeholders.
    await expect(page.getByRole("main")).toContainText("support@sangampay.example");
    await expect(page.getByRole("main")).not.toContainText("{{");
  });
}
