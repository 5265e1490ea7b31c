import { expectAccessible } from "@repo/e2e/fixtures";

import { zambia } from "./helpers";
import { qrPng } from "./qr-fixtures";
import { expect, test } from "./signed-in";

// Issue 32, point 8: a simulated identity check says so, claims no face match it never made,
// names an Aadhaar's real mistake, and offers each home country its own IDs.

test.describe("a new Indian account", () => {
  test.use({ account: { phone: "9812345678" } });

  test("is offered Aadhaar, PAN and passport, never a Zambian NRC", async ({ page }) => {
    await page.goto("/kyc");
    const types = page.getByRole("group", { name: "ID type" }).getByRole("radio");
    await expect(types).toHaveCount(3);
    await expect(page.getByRole("radio", { name: "Aadhaar" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "PAN card" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Passport" })).toBeVisible();
    await expect(page.getByText(/NRC|Zambia/)).toHaveCount(0);
  });

  test("an Aadhaar failing its check digit is told so, not to enter 12 digits", async ({
    page,
  }) => {
    await page.goto("/kyc");
    const number = page.getByLabel("ID number");
    await number.fill("1234 5678 9012");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This Aadhaar number's check digit (the last digit) doesn't match the other 11: check it for a typing mistake.",
    );
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    // The example the hint gives passes its own check.
    await number.fill("2345 6789 0124");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "A selfie" })).toBeFocused();
  });

  test("a QR code as the selfie gets a simulated check that claims no face match", async ({
    page,
  }) => {
    await page.goto("/kyc");
    await expect(page.getByText(/^A simulated check: nothing is sent/)).toBeVisible();
    await page.getByRole("radio", { name: "PAN card" }).check();
    await page.getByLabel("ID number").fill("abcpk1234f");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(/not compared with your ID/).first()).toBeVisible();
    await page
      .getByLabel("Upload a photo")
      .setInputFiles({ name: "code.png", mimeType: "image/png", buffer: qrPng("not a face") });
    await page.getByRole("button", { name: "Submit for verification" }).click();
    const done = page.getByRole("region", { name: "Simulated check done" });
    await expect(done).toBeVisible();
    await expect(done).toContainText("Your PAN card ending 234F has the right format.");
    await expect(done).toContainText("Your selfie was not compared with it");
    await expect(page.getByText(/match/i)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("a new Zambian account", () => {
  test.use({ account: { ...zambia.account, phone: "961234567" } });

  test("is offered its NRC and a Zambian passport, never Aadhaar or PAN", async ({ page }) => {
    await page.goto("/kyc");
    const types = page.getByRole("group", { name: "ID type" }).getByRole("radio");
    await expect(types).toHaveCount(2);
    await expect(
      page.getByRole("radio", { name: "NRC (National Registration Card)" }),
    ).toBeChecked();
    await expect(page.getByRole("radio", { name: "Passport" })).toBeVisible();
    await expect(page.getByText(/Aadhaar|PAN/)).toHaveCount(0);
    await expectAccessible(page);
  });
});
