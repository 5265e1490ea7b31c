import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { expectRefused, field, fillForm } from "./form-fields";

const shareUrl = `${e2eUrls.site}/waitlist`;

const entry = {
  "Full Name": "Mutale Banda",
  Email: "mutale@example.com",
  "Mobile Number": "097 123 4567",
  Country: "zambia",
  "I will use SangamPay for": "both",
};

test.describe("/waitlist", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/waitlist");
  });

  test("asks for its five fields, all required and marked", async ({ page }) => {
    await expect(page).toHaveTitle(/waitlist/i);
    await expect(page.getByRole("heading", { level: 1, name: "Join the waitlist" })).toBeVisible();
    await expect(page.getByText("Our target: 10M+ users")).toBeVisible();
    const form = page.getByRole("form", { name: "Reserve your spot" });
    for (const name of Object.keys(entry)) {
      await expect(field(form, name)).toHaveAttribute("required", "");
    }
    await expect(form.getByText("*", { exact: true })).toHaveCount(5);
    await expect(field(form, "Email")).toHaveAttribute("type", "email");
    await expect(field(form, "Mobile Number")).toHaveAttribute("type", "tel");
    await expect(field(form, "Country").getByRole("option")).toHaveText([
      "Select your country",
      "India",
      "Zambia",
      "Other",
    ]);
    await expect(field(form, "I will use SangamPay for").getByRole("option")).toHaveText([
      "Select one",
      "Personal payments",
      "My business",
      "Both",
    ]);
  });

  test("an empty or incomplete submit is refused field by field", async ({ page }) => {
    const form = page.getByRole("form", { name: "Reserve your spot" });
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await expectRefused(field(form, "Full Name"), "Fill in this field.");

    await fillForm(
      form,
      Object.fromEntries(Object.entries(entry).filter(([name]) => name !== "Country")),
    );
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await expectRefused(field(form, "Country"), "Choose one of the options.");
    await expect(page.getByText("You're on the list!")).toHaveCount(0);
  });

  test("a mobile number that is not one of the chosen country's is refused", async ({ page }) => {
    const form = page.getByRole("form", { name: "Reserve your spot" });
    const mobile = field(form, "Mobile Number");
    await expect(mobile).toHaveAttribute("type", "tel");
    await expect(mobile).toHaveAttribute("inputmode", "tel");
    await fillForm(form, { ...entry, "Mobile Number": "hello" });
    const zambian = "Enter a Zambian mobile number: 9 digits after +260 or 0.";
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await expectRefused(mobile, zambian);
    await mobile.fill("98765 43210");
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await expectRefused(mobile, zambian);
    await expect(page.getByText("You're on the list!")).toHaveCount(0);

    await mobile.fill("+260 97 123 4567");
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  });

  test("a valid submit replaces the form with the confirmation for good", async ({ page }) => {
    const form = page.getByRole("form", { name: "Reserve your spot" });
    await fillForm(form, entry);
    await form.getByRole("button", { name: "Join Waitlist" }).click();

    const done = page.getByRole("heading", { name: "You're on the list!" });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByText("We'll be in touch soon.", { exact: true })).toBeVisible();
    await expect(page.getByRole("form")).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Join Waitlist" })).toHaveCount(0);
  });

  test("the share buttons open real share links in a new tab", async ({ page }) => {
    await fillForm(page.getByRole("form", { name: "Reserve your spot" }), entry);
    await page.getByRole("button", { name: "Join Waitlist" }).click();

    const twitter = page.getByRole("link", { name: /Share on Twitter/ });
    await expect(twitter).toHaveAttribute("target", "_blank");
    await expect(twitter).toHaveAttribute("rel", /noopener/);
    const tweet = new URL((await twitter.getAttribute("href"))!);
    expect(`${tweet.origin}${tweet.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(tweet.searchParams.get("url")).toBe(shareUrl);
    expect(tweet.searchParams.get("text")).toContain("SangamPay waitlist");

    const whatsapp = page.getByRole("link", { name: /Share on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    const message = new URL((await whatsapp.getAttribute("href"))!);
    expect(`${message.origin}${message.pathname}`).toBe("https://wa.me/");
    expect(message.searchParams.get("text")).toContain(shareUrl);
  });
});

test.describe("Copy Link", () => {
  test("copies the waitlist URL and confirms with a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: e2eUrls.site,
    });
    await page.goto("/waitlist");
    await fillForm(page.getByRole("form", { name: "Reserve your spot" }), entry);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("button", { name: "Copy Link" }).click();

    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Link copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  });

  test("says so, with the link to copy by hand, when the clipboard refuses", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await page.goto("/waitlist");
    await fillForm(page.getByRole("form", { name: "Reserve your spot" }), entry);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("button", { name: "Copy Link" }).click();

    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Couldn't copy the link", { exact: true })).toBeVisible();
    await expect(toasts.getByText(`Copy it from here instead: ${shareUrl}`)).toBeVisible();
  });
});
