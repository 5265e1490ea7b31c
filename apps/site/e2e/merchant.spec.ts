import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { expectRefused, field, fillForm } from "./form-fields";

test.describe("/merchant", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/merchant");
  });

  test("shows its sections in order", async ({ page }) => {
    await expect(page).toHaveTitle(/SangamPay for Merchants/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const main = page.getByRole("main");
    const features = [
      "Business QR Codes",
      "Payment Links",
      "Invoice Generator",
      "Real-Time Analytics",
      "Instant Settlements",
      "Fraud Protection",
    ];
    for (const name of features) {
      await expect(main.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(main.getByText(/GST support/)).toBeVisible();
    await expect(main.getByRole("heading", { name: "Sales analytics" })).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Instant settlements", exact: true }),
    ).toBeVisible();
    // Sample figures drawn from the shared mock data, in Indian grouping.
    await expect(main.getByText("₹1,73,050")).toBeVisible();
    await expect(main.getByText("₹12,500")).toBeVisible();

    // The fees, said once from @repo/pricing (claims.spec checks each against /pricing's).
    const fees = main.getByRole("region", { name: "What a merchant pays" });
    await expect(fees.getByRole("heading", { level: 3 })).toHaveText([
      "QR code payments",
      "Payment links",
      "Instant settlement to your bank",
      "Payment gateway",
    ]);

    const checklist = main.getByRole("region", { name: "Why merchants choose SangamPay" });
    await expect(checklist.getByRole("listitem")).toHaveText([
      "Accept all payment methods",
      "No setup or monthly fees",
      "Multi-location support",
      "24/7 support",
      "GST-compliant invoicing",
      "Export reports to Excel/PDF",
    ]);

    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Everything your business needs to get paid",
      "Your business at a glance",
      "What a merchant pays",
      "Why merchants choose SangamPay",
      "Become a Merchant",
    ]);
  });

  test("Get Started Free leads to the wallet's onboarding", async ({ page }) => {
    const link = page.getByRole("link", { name: "Get Started Free" });
    await expect(link).toHaveAttribute("href", `${e2eUrls.wallet}/onboarding`);
  });

  test("Schedule Demo opens the contact form with the subject filled in", async ({ page }) => {
    await page.getByRole("link", { name: "Schedule Demo" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Merchant\+demo\+request#contact-form$/);
    await expect(field(page, "Subject")).toHaveValue("Merchant demo request");
  });

  test("the form sits at #merchant-form", async ({ page }) => {
    await page.goto("/merchant#merchant-form");
    const section = page.locator("#merchant-form");
    await expect(section.getByRole("heading", { name: "Become a Merchant" })).toBeInViewport();
    await expect(section.getByRole("form", { name: "Become a Merchant" })).toBeVisible();
  });
});

test.describe("the Become a Merchant form", () => {
  const labels = {
    required: ["Business Name", "Contact Name", "Email", "Phone", "Business Type"],
    optional: ["Message (optional)"],
  };

  test.beforeEach(async ({ page }) => {
    await page.goto("/merchant#merchant-form");
  });

  test("has the inquiry fields, marking the required ones", async ({ page }) => {
    const form = page.getByRole("form", { name: "Become a Merchant" });
    for (const label of labels.required) {
      await expect(field(form, label)).toHaveAttribute("required", "");
    }
    await expect(form.getByText("*", { exact: true })).toHaveCount(labels.required.length);
    await expect(field(form, "Message (optional)")).not.toHaveAttribute("required", "");
    await expect(field(form, "Email")).toHaveAttribute("type", "email");
    await expect(field(form, "Phone")).toHaveAttribute("type", "tel");
  });

  test("an empty submit is refused field by field and shows no success", async ({ page }) => {
    const form = page.getByRole("form", { name: "Become a Merchant" });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectRefused(field(form, "Business Name"), "Fill in this field.");
    await expect(form.getByText("Fill in this field.")).toHaveCount(labels.required.length);
    await expect(page.getByText("Application Submitted!")).toHaveCount(0);
  });

  test("an e-mail without a real domain is refused (ravi@sharmastores)", async ({ page }) => {
    const form = page.getByRole("form", { name: "Become a Merchant" });
    await fillForm(form, {
      "Business Name": "Chai Point",
      "Contact Name": "Asha Rao",
      Email: "ravi@sharmastores",
      Phone: "9876543210",
      "Business Type": "Tea stall",
    });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectRefused(field(form, "Email"), "Enter an e-mail address like name@example.com.");
    await expect(page.getByText("Application Submitted!")).toHaveCount(0);
  });

  test("a phone that is not a phone number, or has seven digits, is refused", async ({ page }) => {
    const form = page.getByRole("form", { name: "Become a Merchant" });
    const phone = field(form, "Phone");
    await expect(phone).toHaveAttribute("inputmode", "tel");
    await fillForm(form, {
      "Business Name": "Chai Point",
      "Contact Name": "Asha Rao",
      Email: "asha@example.com",
      Phone: "abc-not-a-phone",
      "Business Type": "Tea stall",
    });
    const anyPhone =
      "Enter a mobile number from India or Zambia, or any number with its country code (starting with +).";
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectRefused(phone, anyPhone);
    await phone.fill("1234567");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectRefused(phone, anyPhone);
    await expect(page.getByText("Application Submitted!")).toHaveCount(0);

    await phone.fill("+260 97 123 4567");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Application Submitted!"),
    ).toBeVisible();
  });

  test("a valid submit shows the sent toast and clears the form", async ({ page }) => {
    const form = page.getByRole("form", { name: "Become a Merchant" });
    const values = {
      "Business Name": "Chai Point",
      "Contact Name": "Asha Rao",
      Email: "asha@example.com",
      Phone: "9876543210",
      "Business Type": "Tea stall",
    };
    await fillForm(form, values);
    await form.getByRole("button", { name: "Submit Application" }).click();

    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Application Submitted!", { exact: true })).toBeVisible();
    await expect(
      toasts.getByText("Our team will contact you within 24 hours.", { exact: true }),
    ).toBeVisible();
    for (const label of [...labels.required, ...labels.optional]) {
      await expect(field(form, label)).toHaveValue("");
    }
  });
});
