import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

test("/profile/details shows the sample user and copies the UPI ID", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/profile/details");
  for (const text of [
    "Priya Sharma",
    "+91 98765 43210",
    "priya.sharma@sangampay.example",
    "Hyderabad",
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Copy UPI ID" }).click();
  await expect(page.getByText("UPI ID copied").first()).toBeVisible();
  await page.getByRole("link", { name: "Contact support" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Help & support" })).toBeVisible();
});

test("/profile/security changes the PIN through the keypad and keeps the simulated switches", async ({
  page,
}) => {
  await page.goto("/profile/security");
  await page.getByRole("button", { name: "Change PIN" }).click();
  // The sample account has no PIN yet, so there is no current one to check (see app-lock.spec).
  await expect(page.getByText("No PIN is set on this device yet. Choose one.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Enter a new 6-digit PIN" })).toBeVisible();
  for (const digit of "246810")
    await page.getByRole("button", { name: digit, exact: true }).click();
  await expect(page.getByRole("group", { name: "Enter the new PIN again" })).toBeVisible();
  await page.keyboard.type("246811");
  await expect(
    page.getByRole("alert").filter({ hasText: "PINs don't match. Please try again." }),
  ).toBeVisible();
  await page.keyboard.type("246810");
  await expect(page.getByText("PIN changed").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();

  const biometric = page.getByRole("switch", { name: /Biometric lock/ });
  await expect(biometric).toHaveAttribute("aria-checked", "false");
  await expect(
    page.getByRole("switch", { name: /Two-factor authentication/ }),
  ).toHaveAccessibleDescription(/Simulated in this demo/);
  await biometric.click();
  await expect(biometric).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(page.getByRole("switch", { name: /Biometric lock/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("/profile/payment-methods shows masked accounts and cards and changes the primary bank", async ({
  page,
}) => {
  await page.goto("/profile/payment-methods");
  await expect(page.getByText("State Bank of India •••• 4521")).toBeVisible();
  await expect(page.getByText("HDFC Bank RuPay •••• 3456")).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/\d{8,}/);
  await page.getByRole("button", { name: "Make HDFC Bank primary" }).click();
  await expect(page.getByText("HDFC Bank is now your primary account").first()).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Make State Bank of India primary" }),
  ).toBeVisible();
  await page.goto("/add-money");
  await expect(page.getByRole("radio", { name: /HDFC Bank •••• 7788/ })).toBeChecked();
});

test("/profile/notifications switches alerts, security alerts stay on", async ({ page }) => {
  await page.goto("/profile/notifications");
  const offers = page.getByRole("switch", { name: "Offers and rewards" });
  await expect(offers).toHaveAttribute("aria-checked", "false");
  await offers.click();
  await expect(offers).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("switch", { name: "Security alerts" })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Offers and rewards" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("/profile/support opens help topics and links to contact and the site's FAQ", async ({
  page,
}) => {
  await page.goto("/profile/support");
  const answer = page.getByText(/move up to ₹1,00,000 per transaction and ₹10,00,000 per day/);
  await expect(answer).toBeHidden();
  await page
    .getByRole("region", { name: "Help topics" })
    .getByText("How much can I send or add?")
    .click();
  await expect(answer).toBeVisible();
  await expect(
    page.getByRole("link", { name: "E-mail support@sangampay.example" }),
  ).toHaveAttribute("href", "mailto:support@sangampay.example");
  await expect(page.getByRole("link", { name: "Call +91 00000 12345" })).toHaveAttribute(
    "href",
    "tel:+910000012345",
  );
  await expect(page.getByRole("link", { name: "Read all FAQs on our website" })).toHaveAttribute(
    "href",
    `${e2eUrls.site}/faq`,
  );
});

test("/profile/legal links to the site's privacy policy and terms", async ({ page }) => {
  await page.goto("/profile/legal");
  await expect(page.getByRole("link", { name: /^Privacy policy/ })).toHaveAttribute(
    "href",
    `${e2eUrls.site}/privacy`,
  );
  await expect(page.getByRole("link", { name: /^Terms of service/ })).toHaveAttribute(
    "href",
    `${e2eUrls.site}/terms`,
  );
});
