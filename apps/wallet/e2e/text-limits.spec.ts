import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { signUpBusiness } from "./business-helpers";

/**
 * Issue 32, point 3: a note, a holder's name and a business name are never cut without a word.
 * Each field shows its limit as it is typed; past it, the text stays whole, the field says by how
 * much it is too long, and its screen waits until it is shortened.
 */

/** 104 characters: cut at 100 it would end "for the scoo". */
const LONG_NOTE =
  "Rent for March, the electricity and water bills, society maintenance and the parking fee for the scooter";
/** 57 characters: cut at 50 it would end "Sastry Chint". */
const LONG_HOLDER = "Venkata Lakshmi Narasimha Subrahmanya Sastry Chintalapudi";
/** 57 characters: cut at 50 it would end "Sweets of Vij". */
const LONG_BUSINESS = "Sri Lakshmi Venkateswara Tiffins and Sweets of Vijayawada";

const tooMany = (over: number, max: number) =>
  `${over} ${over === 1 ? "character" : "characters"} too many: this takes at most ${max}. Nothing was cut; shorten it to go on.`;

/** The field's counter and message, read as a screen reader reads its description. */
async function expectLimit(field: Locator, length: number, max: number) {
  const over = length - max;
  await expect(field).toHaveAccessibleDescription(
    new RegExp(
      `${length} of ${max} characters${over > 0 ? ` ${tooMany(over, max).replace(/[.]/g, "\\.")}` : ""}`,
    ),
  );
  if (over > 0) await expect(field).toHaveAttribute("aria-invalid", "true");
  else await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

/** Text arriving whole, as a paste or a keyboard's suggestion inserts it. */
async function insert(page: Page, field: Locator, text: string) {
  await field.click();
  await page.keyboard.insertText(text);
}

test("a note typed past 100 characters stays whole, is counted and said, and Continue waits", async ({
  page,
}) => {
  await page.goto("/send-money/enter-details?type=upi");
  await page.getByLabel("UPI ID").fill("anita@okaxis");
  await page.getByLabel("Amount (₹)").fill("500");
  const note = page.getByLabel("Note (optional)");
  await expectLimit(note, 0, 100);

  await note.pressSequentially(LONG_NOTE);
  await expect(note).toHaveValue(LONG_NOTE);
  await expectLimit(note, 104, 100);
  await expect(page.getByRole("status").filter({ hasText: "too many" })).toHaveText(
    tooMany(4, 100),
  );
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await expectAccessible(page);

  // Shortened by the person (not by the screen), it fits and goes to confirm whole.
  const fits = LONG_NOTE.replace(" for the scooter", "");
  await note.fill(fits);
  await expectLimit(note, fits.length, 100);
  await expect(page.getByRole("status").filter({ hasText: "too many" })).toHaveCount(0);
  await next.click();
  await expect(page).toHaveURL(/\/send-money\/confirm\?/);
  await expect(page.getByRole("region", { name: "Payment summary" })).toContainText(fits);
});

test("a holder's name pasted past 50 characters stays whole; the transfer waits for it to fit", async ({
  page,
}) => {
  await page.goto("/send-money/enter-details?type=bank");
  await page.getByLabel("Account number", { exact: true }).fill("123456789012");
  await page.getByLabel("Account number again").fill("123456789012");
  await page.getByLabel("IFSC").fill("ICIC0001234");
  await page.getByLabel("Amount (₹)").fill("750");
  const holder = page.getByLabel("Account holder's name");
  await insert(page, holder, LONG_HOLDER);
  await expect(holder).toHaveValue(LONG_HOLDER);
  await expectLimit(holder, 57, 50);
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();

  await holder.fill("Venkata Lakshmi Narasimha Sastry Chintalapudi");
  await expectLimit(holder, 45, 50);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("region", { name: "Payment summary" })).toContainText(
    "Venkata Lakshmi Narasimha Sastry Chintalapudi",
  );
});

test("a recipient abroad's name past 50 characters stays whole and is counted", async ({
  page,
}) => {
  await page.goto("/send-money/enter-details?type=international");
  const name = page.getByLabel("Recipient's full name");
  await insert(page, name, LONG_HOLDER);
  await expect(name).toHaveValue(LONG_HOLDER);
  await expectLimit(name, 57, 50);
});

test("a business name past 50 characters is never cut onto its QR: sign-up waits for a shorter one", async ({
  page,
}) => {
  await page.goto("/profile");
  await page.getByRole("link", { name: /Switch to business/ }).click();
  const name = page.getByLabel("Business name");
  await expectLimit(name, 0, 50);
  await insert(page, name, LONG_BUSINESS);
  await expect(name).toHaveValue(LONG_BUSINESS);
  await expectLimit(name, 57, 50);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Start accepting payments" }).click();
  await expect(page).toHaveURL(/\/business\/signup$/);
  await expect(name).toBeFocused();

  const shorter = "Sri Lakshmi Venkateswara Tiffins, Vijayawada";
  await name.fill(shorter);
  await expectLimit(name, shorter.length, 50);
  await page.getByRole("button", { name: "Start accepting payments" }).click();
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByRole("banner")).toContainText(`${shorter} · Business`);
});

test("a payment link's purpose past 100 characters makes no link until it fits", async ({
  page,
}) => {
  await signUpBusiness(page);
  await page.goto("/business/links");
  await page.getByLabel("Amount in rupees").fill("499");
  const purpose = page.getByLabel("Purpose (optional)");
  await insert(page, purpose, LONG_NOTE);
  await expect(purpose).toHaveValue(LONG_NOTE);
  await expectLimit(purpose, 104, 100);
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(purpose).toBeFocused();
  await expect(page.getByRole("heading", { name: /ready to share/ })).toHaveCount(0);
  await expect(page.getByText("No payment links yet.")).toBeVisible();
});

for (const [screen, path, label, button] of [
  ["a request", "/request", "What for (optional)", "Create request"],
  ["a split", "/split", "What was it for? (optional)", "Send requests"],
] as const) {
  test(`${screen}'s note past 100 characters stays whole and is counted`, async ({ page }) => {
    await page.goto(path);
    const note = page.getByLabel(label);
    await expectLimit(note, 0, 100);
    await insert(page, note, LONG_NOTE);
    await expect(note).toHaveValue(LONG_NOTE);
    await expectLimit(note, 104, 100);
    await expect(page.getByRole("button", { name: button })).toBeDisabled();
  });
}
