import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "@repo/e2e/fixtures";

import { balances, typePin } from "./helpers";

const walletOrigin = process.env.E2E_WALLET_URL ?? "http://127.0.0.1:4174";

/** Creates a request on /request and returns its link, as the screen shows it. */
async function createRequest(page: Page, amount: string, note: string, validFor?: string) {
  await page.goto("/request");
  await page.getByLabel("Amount (₹)").fill(amount);
  await page.getByLabel("What for (optional)").fill(note);
  if (validFor) await page.getByLabel("Link valid for").selectOption({ label: validFor });
  await page.getByRole("button", { name: "Create request" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: `Request for ₹${amount}` }),
  ).toBeFocused();
  return page.getByLabel("Request link").inputValue();
}

function requestItem(page: Page, note: string) {
  return page
    .getByRole("region", { name: "Your requests" })
    .getByRole("listitem")
    .filter({ hasText: note });
}

test("a request link opened in the wallet pays through the PIN, and the request shows Paid", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const before = await balances(page);
  const link = await createRequest(page, "900", "Dinner at Paradise");
  expect(link).toMatch(new RegExp(`^${walletOrigin}/pay\\?id=REQ[0-9A-Z]{12}&`));
  const url = new URL(link);
  expect(url.searchParams.get("amount")).toBe("900");
  expect(url.searchParams.get("note")).toBe("Dinner at Paradise");
  expect(url.searchParams.get("sig")).toMatch(/^[\w-]{43}$/);

  const created = page.getByRole("region", { name: "Request for ₹900" });
  await expect(
    created.getByRole("img", { name: "QR code of your request for ₹900" }),
  ).toBeVisible();
  const share = created.getByRole("group", { name: "Share the link for ₹900" });
  const message = `Priya Sharma asks you to pay ₹900 for Dinner at Paradise on SangamPay: ${link}`;
  await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(message)}`,
  );
  await expect(share.getByRole("link", { name: "SMS" })).toHaveAttribute(
    "href",
    `sms:?body=${encodeURIComponent(message)}`,
  );
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(requestItem(page, "Dinner at Paradise")).toContainText("Pending");

  // The payer opens the link.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Pay Priya Sharma" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "₹900" })).toBeVisible();
  await expect(page.getByText("Dinner at Paradise")).toBeVisible();
  await page.getByRole("button", { name: "Pay ₹900" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(page.getByText("Dinner at Paradise")).toBeVisible();

  await page.goto("/request");
  const item = requestItem(page, "Dinner at Paradise");
  await expect(item).toContainText("Paid");
  await expect(item.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  // ₹900 left the wallet; being its first payment, it earned ₹90 cashback (10%, at most ₹100).
  expect((await balances(page)).wallet).toBe(before.wallet - 900 + 90);

  // The same link again: paid once, never twice.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Already paid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay ₹900" })).toHaveCount(0);
  await page.getByRole("link", { name: "View receipt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
});

test("a link with an edited amount is refused with a message, and nothing is paid", async ({
  page,
}) => {
  const before = await balances(page);
  const link = await createRequest(page, "900", "Concert tickets");
  const edited = link.replace("amount=900&", "amount=9&");
  expect(edited).not.toBe(link);

  await page.goto(edited);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link can't be paid" }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(
    "Something in this link was changed after it was made, such as the amount",
  );
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  // Straight to the PIN step does not get round the check either.
  await page.goto(`${edited}&step=confirm`);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link can't be paid" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete last digit" })).toHaveCount(0);

  expect(await balances(page)).toEqual(before);
  await page.goto("/request");
  await expect(requestItem(page, "Concert tickets")).toContainText("Pending");
});

test("an expired request link is refused, and the request shows Expired", async ({ page }) => {
  await createRequest(page, "250", "Cab share");
  const link = await createRequest(page, "120", "Snacks", "1 day");
  // A day and a minute later: the shorter request has expired, the 7-day one has not.
  await page.clock.install({ time: Date.now() + 86_400_000 + 60_000 });
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link has expired" }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(
    "The link from Priya Sharma for ₹120 expired",
  );
  await page.goto("/request");
  await expect(requestItem(page, "Snacks")).toContainText("Expired");
  await expect(requestItem(page, "Cab share")).toContainText("Pending");
});

// Both themes on one walk: at each step, the theme the screen opened in, then the other.
test("/request and /pay have no serious axe violation, in both themes", async ({ page }) => {
  const link = await createRequest(page, "300", "Groceries");
  await expectAccessibleInBothThemes(page, "light");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Pay Priya Sharma" })).toBeVisible();
  await expectAccessibleInBothThemes(page, "dark");
  await page.getByRole("button", { name: "Pay ₹300" }).click();
  await expect(page.getByRole("button", { name: "Delete last digit" })).toBeVisible();
  await expectAccessibleInBothThemes(page, "light");
  await page.goto(link.replace("amount=300&", "amount=3&"));
  await expect(page.getByRole("alert")).toBeVisible();
  await expectAccessibleInBothThemes(page, "dark");
});
