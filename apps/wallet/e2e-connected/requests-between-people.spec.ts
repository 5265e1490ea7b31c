import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { appOwnsPage, toastTitled, typePin } from "../e2e/helpers";
import { balanceOf, newPhoneWith, phoneOf, registeredNameOf, walletBalance } from "./phones";

/**
 * Requests between accounts on the connected wallet: two (or three) browser contexts are
 * people's phones. A request made on one appears in the other's app, is paid there with the PIN
 * or declined, and the requester sees which, live.
 */

const newPhone = newPhoneWith("97");

/** On the request screen: asks the account behind `phone` for `amount` rupees. */
async function ask(page: Page, phone: string, amount: number, note?: string) {
  await page.goto("/request");
  // /request's frame paints before the app: what is typed and tapped goes to the app's form.
  await appOwnsPage(page);
  await page.getByLabel("Ask a SangamPay user (optional)").fill(phone);
  await page.getByRole("textbox", { name: "Amount (₹)" }).fill(String(amount));
  if (note) await page.getByLabel("What for (optional)").fill(note);
  await page.getByRole("button", { name: "Create request" }).click();
}

/** The requester's list of what it asked, one request by who was asked. */
const asked = (page: Page, phone: string) =>
  page
    .getByRole("region", { name: "You asked" })
    .getByRole("listitem")
    .filter({ hasText: `You asked ${registeredNameOf(phone)}` });

/** The asked phone's list, one request by who asks. */
const askedOfMe = (page: Page, phone: string) =>
  page
    .getByRole("region", { name: "Asked of you" })
    .getByRole("listitem")
    .filter({ hasText: `${registeredNameOf(phone)} asks you` });

test("A requests ₹300 from B; B pays it with the PIN; A sees Paid without reload", async ({
  browser,
}) => {
  test.slow();
  const [aPhone, bPhone] = [newPhone(), newPhone()];
  const a = await phoneOf(browser, aPhone);
  const b = await phoneOf(browser, bPhone);
  const [aBefore, bBefore] = [await walletBalance(a), await walletBalance(b)];

  await ask(a, bPhone, 300, "Movie tickets");
  await expect(a.getByRole("status").filter({ hasText: "Request for ₹300 sent to" })).toContainText(
    registeredNameOf(bPhone),
  );
  const mine = asked(a, bPhone);
  await expect(mine).toContainText("₹300");
  await expect(mine).toContainText("Waiting");

  // B opens Requests from the dashboard: A's request, with its note, is there.
  await b.goto("/dashboard");
  await b.getByRole("link", { name: "Requests" }).click();
  const theirs = askedOfMe(b, aPhone);
  await expect(theirs).toContainText("₹300");
  await expect(theirs).toContainText("Movie tickets");
  await theirs.getByRole("link", { name: `Pay ₹300 to ${registeredNameOf(aPhone)}` }).click();
  await expect(b.getByRole("heading", { level: 1, name: "Pay request" })).toBeVisible();
  await typePin(b, "135790");
  await expect(b.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  // A did nothing: the request turns Paid on its open screen, announced.
  await expect(toastTitled(a, "Request paid: ₹300")).toBeVisible({ timeout: 5_000 });
  await expect(mine).toContainText("Paid");
  await expect(mine).not.toContainText("Waiting");
  expect(await balanceOf(a)).toBe(aBefore + 300);
  // Paying a request is B's first payment: FIRST100's 10% (₹30) comes back as its own credit.
  expect(await balanceOf(b)).toBe(bBefore - 300 + 30);
});

test("B declines; A sees Declined", async ({ browser }) => {
  test.slow();
  const [aPhone, bPhone] = [newPhone(), newPhone()];
  const a = await phoneOf(browser, aPhone);
  const b = await phoneOf(browser, bPhone);
  const bBefore = await walletBalance(b);

  await ask(a, bPhone, 250);
  const mine = asked(a, bPhone);
  await expect(mine).toContainText("Waiting");

  await b.goto("/requests");
  const theirs = askedOfMe(b, aPhone);
  await theirs
    .getByRole("button", { name: `Decline ${registeredNameOf(aPhone)}'s request for ₹250` })
    .click();
  await expect(theirs).toContainText("Declined");
  await expect(theirs.getByRole("link", { name: /^Pay/ })).toHaveCount(0);

  await expect(toastTitled(a, "Request declined")).toBeVisible({ timeout: 5_000 });
  await expect(mine).toContainText("Declined");
  expect(await balanceOf(b)).toBe(bBefore);
});

test("a number with no account gets the no-account message, and nothing is asked", async ({
  browser,
}) => {
  const a = await phoneOf(browser, newPhone());
  await ask(a, "9000000019", 100);
  await expect(a.getByRole("alert")).toContainText(
    "No SangamPay account has this number or UPI ID",
  );
  await expect(a.getByRole("region", { name: "You asked" })).toContainText(
    "You have not asked anyone yet.",
  );
});
