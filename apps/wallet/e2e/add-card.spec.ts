import type { Page } from "@playwright/test";
import { expectAccessible } from "@repo/e2e/fixtures";

import { toastTitled, typePin, zambia } from "./helpers";
import { DEFAULT_PIN, expect, test } from "./signed-in";

// Issue 32, point 13: a card can be added in either home country, as a bank account can. Only
// its network, last four digits, expiry and name are kept; the number is checked as a card's is.

async function openAddCard(page: Page) {
  await page.goto("/profile/payment-methods");
  await page.getByRole("link", { name: "Add card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a card" })).toBeVisible();
}

const savedCards = (page: Page) =>
  page.getByRole("region", { name: "Saved cards" }).getByRole("listitem");

test.describe("a Zambian account", () => {
  test.use({ account: zambia.account });

  test("adds a Visa card, says what is wrong with a mistyped or expired one, and adds money from it", async ({
    page,
  }) => {
    await openAddCard(page);
    const number = page.getByLabel("Card number");
    // Typed key by key, it is grouped as on the card.
    await number.pressSequentially("4111111111111112");
    await expect(number).toHaveValue("4111 1111 1111 1112");
    await number.blur();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("its last digit does not match the others")).toBeVisible();
    await number.fill("4111 1111 1111 1111");
    await expect(number).not.toHaveAttribute("aria-invalid");

    const expiry = page.getByLabel("Expiry date");
    await expiry.fill("01/20");
    await expiry.blur();
    await expect(
      page.getByText("This card has expired: use a card that is still valid."),
    ).toBeVisible();
    await expiry.fill("08/29");
    await page.getByLabel("Name on card").fill("Mwila Banda");
    await page.getByLabel("Card type").selectOption("credit");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save card" }).click();

    await expect(toastTitled(page, "Visa •••• 1111 is saved")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Payment methods" })).toBeVisible();
    await expect(savedCards(page).last()).toContainText("Visa •••• 1111");
    await expect(savedCards(page).last()).toContainText("Credit card · expires 08/29");
    // Kept after a reload, and never the whole number.
    await page.reload();
    await expect(savedCards(page).last()).toContainText("Visa •••• 1111");
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain("1111");
    expect(stored).not.toMatch(/4111\s?1111\s?1111/);

    await page.goto("/add-money");
    await page.getByLabel("Amount (K)").fill("100");
    await page.getByRole("radio", { name: /Visa •••• 1111/ }).check();
    await page.getByRole("button", { name: /^Add K100/ }).click();
    await typePin(page, zambia.account.pin);
    await expect(page.getByRole("heading", { level: 1, name: "Money added" })).toBeVisible();
    await expect(page.getByText("Added from Visa •••• 1111")).toBeVisible();
  });
});

test.describe("an Indian account", () => {
  test.use({ account: { phone: "9812345678", pin: DEFAULT_PIN } });

  test("adds a RuPay debit card; a number of no network it takes is refused with why", async ({
    page,
  }) => {
    await openAddCard(page);
    const number = page.getByLabel("Card number");
    await number.fill("9111 1111 1111 1111");
    await number.blur();
    await expect(
      page.getByText("Use a Visa, Mastercard or RuPay card: this number belongs to none of them."),
    ).toBeVisible();
    // Saving with the other fields empty says what each lacks.
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByText("Enter the expiry date printed on the card.")).toBeVisible();
    await expect(page.getByText("Enter the name printed on the card.")).toBeVisible();
    // Nothing was saved, and the screen is still the form.
    await expect(page.getByRole("heading", { level: 1, name: "Add a card" })).toBeVisible();

    await number.fill("6080000000000000");
    await page.getByLabel("Expiry date").fill("1130");
    await page.getByLabel("Name on card").fill("Priya Sharma");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(savedCards(page)).toHaveCount(3);
    await expect(savedCards(page).last()).toContainText("RuPay •••• 0000");
    await expect(savedCards(page).last()).toContainText("Debit card · expires 11/30");
  });
});
