import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { toastTitled, typePin } from "../e2e/helpers";
import { balanceOf, newPhoneWith, phones, registeredNameOf, walletBalance } from "./phones";

/**
 * Split bills between accounts on the connected wallet: browser contexts are people's phones. A
 * splits a bill on /split; each share but A's own is a request in its payer's app, paid there
 * with the PIN; A's split shows each share turn Paid, live, and what has been collected.
 */

const newPhone = newPhoneWith("96");

/** On /split: a bill of `amount` rupees for `note`, split equally with the people at `phones`. */
async function split(page: Page, amount: number, note: string, phones: string[]) {
  await page.goto("/split");
  await page.getByRole("textbox", { name: "Amount (₹)" }).fill(String(amount));
  await page.getByLabel("What was it for? (optional)").fill(note);
  const add = page.getByLabel("Add someone by mobile number or UPI ID");
  for (const phone of phones) {
    await add.fill(phone);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("checkbox", { name: phone })).toBeChecked();
  }
  await page.getByRole("button", { name: "Send requests" }).click();
}

/** A's split of that note: the article headed by it. */
const splitCard = (page: Page, note: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: new RegExp(note) }) });

/** One share of the split, by whose it is. */
const share = (page: Page, note: string, text: string) =>
  splitCard(page, note).getByRole("listitem").filter({ hasText: text });

/** On B's phone: pays A's request from the Requests screen with the PIN. */
async function payRequestOf(page: Page, requester: string, amount: string) {
  await page.goto("/requests");
  const theirs = page
    .getByRole("region", { name: "Asked of you" })
    .getByRole("listitem")
    .filter({ hasText: `${registeredNameOf(requester)} asks you` });
  await expect(theirs).toContainText(amount);
  await theirs
    .getByRole("link", { name: `Pay ${amount} to ${registeredNameOf(requester)}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Pay request" })).toBeVisible();
  await typePin(page, "135790");
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
}

test("A splits ₹900 among A, B and C; B and C each pay ₹300 on their phones; A sees both Paid live", async ({
  browser,
}) => {
  test.slow();
  const [{ page: a, phone: aPhone }, { page: b, phone: bPhone }, { page: c, phone: cPhone }] =
    await phones(browser, 3, newPhone);
  const aBefore = await walletBalance(a);
  const bBefore = await walletBalance(b);
  const cBefore = await walletBalance(c);

  await split(a, 900, "Team dinner", [bPhone, cPhone]);
  const card = splitCard(a, "Team dinner");
  await expect(card.getByRole("heading")).toHaveText("Team dinner, ₹900");
  await expect(share(a, "Team dinner", "You")).toContainText("Your share");
  for (const phone of [bPhone, cPhone]) {
    // Asked: the server names the account, and the share waits for it.
    await expect(share(a, "Team dinner", registeredNameOf(phone))).toContainText("₹300");
    await expect(share(a, "Team dinner", registeredNameOf(phone))).toContainText("Waiting");
  }
  await expect(card).toContainText("₹0 of ₹600 collected");
  await expectAccessible(a);

  await payRequestOf(b, aPhone, "₹300");
  await expect(toastTitled(a, "Request paid: ₹300")).toBeVisible({ timeout: 5_000 });
  await expect(share(a, "Team dinner", registeredNameOf(bPhone))).toContainText("Paid");
  await expect(share(a, "Team dinner", registeredNameOf(cPhone))).toContainText("Waiting");
  await expect(card).toContainText("₹300 of ₹600 collected");

  await payRequestOf(c, aPhone, "₹300");
  // A did nothing: both shares are Paid on its open screen, everything collected.
  await expect(share(a, "Team dinner", registeredNameOf(cPhone))).toContainText("Paid", {
    timeout: 5_000,
  });
  await expect(share(a, "Team dinner", registeredNameOf(bPhone))).toContainText("Paid");
  await expect(card).toContainText("₹600 of ₹600 collected");
  await expect(card).toContainText("2 of 2 paid");
  await expect(card).not.toContainText("Waiting");

  expect(await balanceOf(a)).toBe(aBefore + 600);
  // Paying the share is B's and C's first payment: FIRST100's 10% (₹30) comes back to each.
  expect(await balanceOf(b)).toBe(bBefore - 300 + 30);
  expect(await balanceOf(c)).toBe(cBefore - 300 + 30);
});

test("a person with no account is said so, with the invite; the other share is still asked", async ({
  browser,
}) => {
  test.slow();
  const [{ page: a, phone: aPhone }, { page: b, phone: bPhone }] = await phones(
    browser,
    2,
    newPhone,
  );
  // A number of nobody's: the numbers' counter never reaches 9999 in one run.
  const nobody = `${bPhone.slice(0, 6)}9999`;

  await split(a, 600, "Cab", [bPhone, nobody]);
  const theirs = share(a, "Cab", nobody.slice(-5));
  await expect(theirs).toContainText(
    "No SangamPay account has this number or UPI ID, so nothing was asked of them.",
  );
  await expect(theirs.getByRole("button", { name: /^Invite .* to SangamPay$/ })).toBeVisible();
  await expect(share(a, "Cab", registeredNameOf(bPhone))).toContainText("Waiting");
  // Nothing was asked of that number, so only B's ₹200 is to be collected.
  await expect(splitCard(a, "Cab")).toContainText("₹0 of ₹200 collected");
  await expect(splitCard(a, "Cab")).toContainText("0 of 1 paid");
  await expectAccessible(a);

  // B has A's request for its share, and only that one.
  await b.goto("/requests");
  const askedOfB = b.getByRole("region", { name: "Asked of you" }).getByRole("listitem");
  await expect(askedOfB).toHaveCount(1);
  await expect(askedOfB).toContainText(`${registeredNameOf(aPhone)} asks you`);
  await expect(askedOfB).toContainText("₹200");
  await expect(askedOfB).toContainText("Cab");
});
