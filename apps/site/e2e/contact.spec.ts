import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { expectRefused, field, fillForm } from "./form-fields";

test.describe("/contact", () => {
  test("shows the four ways to reach us", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(/Contact SangamPay/);
    await expect(page.getByRole("heading", { level: 1, name: "Get in touch" })).toBeVisible();
    const cards = page.getByRole("region", { name: "Ways to reach us" });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Email Us",
      "Call Us",
      "Visit Us",
      "Chat in the App",
    ]);
    await expect(cards.getByRole("link", { name: "support@sangampay.example" })).toHaveAttribute(
      "href",
      "mailto:support@sangampay.example",
    );
    await expect(cards.getByRole("link", { name: "+91 00000 12345" })).toHaveAttribute(
      "href",
      "tel:+910000012345",
    );
    await expect(cards.locator("address")).toContainText("Mumbai 400051");
    await expect(cards.getByRole("link", { name: "Open the chat in the app" })).toHaveAttribute(
      "href",
      `${e2eUrls.wallet}/profile/support`,
    );
  });

  test("prefills the subject from the query string, as text", async ({ page }) => {
    await page.goto("/contact?subject=%3Cimg%20src%3Dx%3E%20Partnership");
    await expect(field(page, "Subject")).toHaveValue("<img src=x> Partnership");
    await expect(page.locator("main img")).toHaveCount(0);
  });

  test("ignores a subject that is not plain text of a sensible length", async ({ page }) => {
    await page.goto(`/contact?subject=${"x".repeat(200)}`);
    await expect(field(page, "Subject")).toHaveValue("");
    await page.goto("/contact?subject=line%0Abreak");
    await expect(field(page, "Subject")).toHaveValue("");
  });
});

test.describe("the contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact#contact-form");
  });

  test("has name, email, phone (optional), subject and message fields", async ({ page }) => {
    const form = page.getByRole("form", { name: "Send us a message" });
    for (const name of ["Name", "Email", "Subject", "Message"]) {
      await expect(field(form, name)).toHaveAttribute("required", "");
    }
    await expect(field(form, "Phone (optional)")).not.toHaveAttribute("required", "");
    await expect(field(form, "Phone (optional)")).toHaveAttribute("type", "tel");
    await expect(field(form, "Email")).toHaveAttribute("type", "email");
    await expect(form.getByText("*", { exact: true })).toHaveCount(4);
  });

  test("an empty submit is refused field by field and shows no success", async ({ page }) => {
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectRefused(field(form, "Name"), "Fill in this field.");
    await expect(form.getByText("Fill in this field.")).toHaveCount(4);
    await expect(page.getByText("Message Sent!")).toHaveCount(0);
  });

  test("a phone that is not a phone number is refused", async ({ page }) => {
    const form = page.getByRole("form", { name: "Send us a message" });
    await fillForm(form, {
      Name: "Chanda Mwila",
      Email: "chanda@example.com",
      "Phone (optional)": "abc-not-a-phone",
      Subject: "Sending money to Lusaka",
      Message: "Which banks in Zambia can receive transfers?",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectRefused(
      field(form, "Phone (optional)"),
      "Enter a mobile number from India or Zambia, or any number with its country code (starting with +).",
    );
    await expect(page.getByText("Message Sent!")).toHaveCount(0);

    await field(form, "Phone (optional)").fill("+91 98345 67892");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Message Sent!"),
    ).toBeVisible();
  });

  test("a valid submit shows the sent toast and clears every field", async ({ page }) => {
    const form = page.getByRole("form", { name: "Send us a message" });
    await fillForm(form, {
      Name: "Chanda Mwila",
      Email: "chanda@example.com",
      "Phone (optional)": "9834567892",
      Subject: "Sending money to Lusaka",
      Message: "Which banks in Zambia can receive transfers?",
    });
    await form.getByRole("button", { name: "Send Message" }).click();

    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect(
      toasts.getByText("We'll get back to you within 24 hours.", { exact: true }),
    ).toBeVisible();
    for (const name of ["Name", "Email", "Phone (optional)", "Subject", "Message"]) {
      await expect(field(form, name)).toHaveValue("");
    }
  });
});
