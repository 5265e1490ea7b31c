import { expectAccessible } from "@repo/e2e/fixtures";

import { qrPng } from "./qr-fixtures";
import { expect, test } from "./signed-in";

const today = () => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" }).format(new Date());

test("the sample account is welcomed back, verified since 2024", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText("Welcome back to SangamPay")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("KYC Verified")).toBeVisible();
  await expect(page.getByText("Member since 14 Mar 2024")).toBeVisible();
  await expect(page.getByRole("link", { name: /Verify your identity/ })).toHaveCount(0);
});

test.describe("a phone signed in today", () => {
  test.use({ account: { phone: "9812345678" } });

  test("a new login is greeted as new, has KYC to do, and verifies with an ID and a selfie", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page.getByText("Welcome to SangamPay", { exact: true })).toBeVisible();
    await expect(page.getByText("Welcome back to SangamPay")).toHaveCount(0);

    await page.goto("/profile");
    await expect(page.getByText("KYC to do")).toBeVisible();
    await expect(page.getByText("KYC Verified")).toHaveCount(0);
    await expect(page.getByText(`Member since ${today()}`)).toBeVisible();
    await page.getByRole("link", { name: /Verify your identity/ }).click();

    await expect(page).toHaveURL(/\/kyc$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Verify your identity" }),
    ).toBeVisible();
    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    await expectAccessible(page);
    const number = page.getByLabel("ID number");
    await number.fill("1234 5678");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Enter the 12 digits of your Aadhaar, such as 2345 6789 0124.",
    );
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveValue("1234 5678");
    await page.getByRole("radio", { name: "Passport" }).check();
    await number.fill("k1234567");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "A selfie" })).toBeFocused();
    const submit = page.getByRole("button", { name: "Submit for verification" });
    await expect(submit).toBeDisabled();
    await expectAccessible(page);
    const upload = page.getByLabel("Upload a photo");
    await upload.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("x"),
    });
    await expect(page.getByRole("alert")).toHaveText(
      "This file is not a photo. Choose a PNG, JPEG or WebP picture.",
    );
    await upload.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: qrPng("selfie") });
    await expect(page.getByRole("img", { name: "Your selfie" })).toBeVisible();
    await submit.click();

    await expect(
      page.getByRole("status").filter({ hasText: "Running the simulated check" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Simulated check done" }),
    ).toBeVisible();
    await expect(page.getByText(/^Your Passport ending 4567 has the right format\./)).toBeVisible();
    await expectAccessible(page);
    // Only the type and the last four characters are kept.
    const stored = await page.evaluate(() => localStorage.getItem("sangampay-accounts"));
    expect(stored).not.toContain("K1234567");
    await page.getByRole("link", { name: "Back to profile" }).click();
    await expect(page.getByText("KYC Verified")).toBeVisible();
    await expect(page.getByText("KYC to do")).toHaveCount(0);
  });

  test("the KYC step reads in Hindi", async ({ page }) => {
    await page.goto("/kyc?lang=hi");
    await expect(
      page.getByRole("heading", { level: 1, name: "अपनी पहचान सत्यापित करें" }),
    ).toBeVisible();
    await expect(page.getByText("चरण 1 / 2")).toBeVisible();
  });
});
