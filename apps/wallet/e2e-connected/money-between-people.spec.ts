import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { signInWithOtp, toastTitled, typePin } from "../e2e/helpers";
import {
  newPhone,
  payFiveHundred,
  phoneOf,
  registeredNameOf,
  secondPhoneOf,
  summaryRow,
  walletBalance,
} from "./phones";

/**
 * The connected wallet: two browser contexts are two people's phones, their accounts and money on
 * the server (its own PostgreSQL for this run). Each test uses numbers of its own, so the tests
 * run in parallel without meeting.
 */

test("A pays B ₹500 by number: B's dashboard shows it live, both balances move by ₹500", async ({
  browser,
}) => {
  test.slow();
  const [aPhone, bPhone] = [newPhone(), newPhone()];
  const a = await phoneOf(browser, aPhone);
  const b = await phoneOf(browser, bPhone);
  const [aBefore, bBefore] = [await walletBalance(a), await walletBalance(b)];

  await a.goto("/send-money/enter-details?type=phone");
  await a.getByLabel("Mobile number").fill(bPhone);
  await a.getByRole("button", { name: "Set amount to ₹500" }).click();
  await a.getByRole("button", { name: "Continue" }).click();
  await expect(a.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  // Before the PIN, the name the account registry holds for B's number (UPI's rule).
  await expect(summaryRow(a, "Registered name")).toHaveText(registeredNameOf(bPhone));
  await typePin(a, "135790");
  await expect(a.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  // B did nothing: the credit arrives on its open dashboard, announced, within 5 seconds.
  await expect(toastTitled(b, "₹500 received")).toBeVisible({ timeout: 5_000 });
  await expect.poll(() => walletBalance(b), { timeout: 5_000 }).toBe(bBefore + 500);
  await a.goto("/dashboard");
  // A's first payment also earns FIRST100's 10% (₹50), a credit of its own.
  expect(await walletBalance(a)).toBe(aBefore - 500 + 50);

  // Both histories show the one payment, each from its own side (A's with the credit above it).
  const recent = (page: Page) =>
    page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");
  await expect(recent(a).nth(0)).toContainText("SangamPay");
  await expect(recent(a).nth(1)).toContainText("₹500");
  await expect(recent(b).first()).toContainText("₹500");

  // …and both receipts agree: one payment, one id, one amount, each side naming the other.
  for (const page of [a, b]) {
    await page.getByRole("link", { name: "History" }).click();
    await page.getByRole("link", { name: /₹500/ }).first().click();
    await expect(page).toHaveURL(/\/transactions\/[^/]+$/);
  }
  const receiptRow = (page: Page, label: string) =>
    page
      .getByRole("region", { name: "Payment details" })
      .getByRole("term")
      .filter({ hasText: label })
      .locator("xpath=following-sibling::dd[1]");
  const id = await receiptRow(b, "Transaction ID").innerText();
  await expect(receiptRow(a, "Transaction ID")).toHaveText(id);
  for (const page of [a, b]) await expect(receiptRow(page, "Amount")).toHaveText("₹500");
  await expect(a.getByRole("main")).toContainText(registeredNameOf(bPhone));
  await expect(b.getByRole("main")).toContainText(registeredNameOf(aPhone));
  // The payee's number as the server masks it, once with its calling code.
  await expect(receiptRow(a, "Recipient")).toHaveText(/^\+91 [•\d ]+$/);
});

test("a number with no account is refused before the PIN, with an invitation to share", async ({
  browser,
}) => {
  const a = await phoneOf(browser, newPhone());
  const before = await walletBalance(a);
  await a.goto("/send-money/enter-details?type=phone");
  await a.getByLabel("Mobile number").fill("9000000019");
  await a.getByRole("button", { name: "Set amount to ₹500" }).click();
  await a.getByRole("button", { name: "Continue" }).click();
  await expect(a.getByRole("alert")).toContainText("No SangamPay account has this number");
  await expect(a.getByRole("button", { name: "Delete last digit" })).toHaveCount(0);
  // No share sheet on a desktop browser: the invitation is copied, and the screen says so.
  await a.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await a.getByRole("button", { name: "Invite them" }).click();
  await expect(toastTitled(a, "Invitation copied")).toBeVisible();
  expect(await a.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^Join me on SangamPay, so that I can pay you: http/,
  );
  await a.goto("/dashboard");
  expect(await walletBalance(a)).toBe(before);
});

/** A's payments to B's number as A's server history holds them. */
async function transfersOf(page: Page, amountMinor: string) {
  const answer = await page.request.get("/api/me/transfers");
  expect(answer.ok()).toBe(true);
  const { transfers } = (await answer.json()) as {
    transfers: { id: string; amount: string; direction: string }[];
  };
  return transfers.filter((t) => t.amount === amountMinor && t.direction === "sent");
}

/** A on the confirm step of paying `amount` rupees to a mobile number. */
async function confirmPaying(a: Page, phone: string, amount: number) {
  await a.goto("/send-money/enter-details?type=phone");
  await a.getByLabel("Mobile number").fill(phone);
  await a.getByRole("textbox", { name: "Amount (₹)" }).fill(String(amount));
  await a.getByRole("button", { name: "Continue" }).click();
  await expect(a.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(summaryRow(a, "Registered name")).toHaveText(/SangamPay user/);
}

test("the answer to a payment is lost: nothing is claimed, and the retry pays it once", async ({
  browser,
}) => {
  test.slow();
  const bPhone = newPhone();
  const a = await phoneOf(browser, newPhone());
  const b = await phoneOf(browser, bPhone);
  const [aBefore, bBefore] = [await walletBalance(a), await walletBalance(b)];
  await confirmPaying(a, bPhone, 300);

  // The server gets the payment and pays it; its answer never reaches the phone.
  let reached = 0;
  await a.route("**/api/payments", async (route) => {
    reached++;
    await route.fetch();
    await route.abort("internetdisconnected");
  });
  await typePin(a, "135790");
  await expect(a.getByRole("status").filter({ hasText: "Not paid yet" })).toBeVisible();
  await expect(a.getByRole("heading", { level: 1, name: "Payment successful" })).toHaveCount(0);
  expect(reached).toBe(1);

  // Try again: the same payment (the same id), which the server has already made.
  await a.unroute("**/api/payments");
  await a.getByRole("button", { name: "Try again" }).click();
  await expect(a.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  expect(await transfersOf(a, "30000")).toHaveLength(1);
  await expect.poll(() => walletBalance(b), { timeout: 5_000 }).toBe(bBefore + 300);
  await a.goto("/dashboard");
  // Once paid, once credited: FIRST100's 10% (₹30) of this first payment.
  expect(await walletBalance(a)).toBe(aBefore - 300 + 30);
});

test("offline at the moment of paying: a clear message, nothing paid; online again it pays once", async ({
  browser,
}) => {
  test.slow();
  const bPhone = newPhone();
  const a = await phoneOf(browser, newPhone());
  await phoneOf(browser, bPhone);
  const aBefore = await walletBalance(a);
  await confirmPaying(a, bPhone, 200);

  // The PIN is checked with the server first: offline, it cannot be, and nothing is sent.
  await a.context().setOffline(true);
  await typePin(a, "135790");
  await expect(a.getByRole("alert")).toContainText("could not be reached to check your PIN");
  await a.context().setOffline(false);
  expect(await transfersOf(a, "20000")).toHaveLength(0);

  // Offline after the PIN is checked: the payment waits, then goes by itself once online.
  await a.route("**/api/payments", async (route) => {
    await a.context().setOffline(true);
    await route.abort("internetdisconnected");
  });
  await typePin(a, "135790");
  await expect(a.getByRole("status").filter({ hasText: "Not paid yet" })).toBeVisible();
  await a.unroute("**/api/payments");
  expect(await transfersOf(a, "20000")).toHaveLength(0);
  await a.context().setOffline(false);
  await expect(a.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  expect(await transfersOf(a, "20000")).toHaveLength(1);
  await a.goto("/dashboard");
  // Paid once, and FIRST100's 10% (₹20) of this first payment credited once.
  expect(await walletBalance(a)).toBe(aBefore - 200 + 20);
});

test("a bank transfer is on its way, then completed; one to an unknown account fails and the money comes back", async ({
  browser,
}) => {
  test.slow();
  const a = await phoneOf(browser, newPhone());
  const before = await walletBalance(a);
  const status = a.getByRole("region", { name: "Payment details" });

  await a.goto(
    "/send-money/confirm?type=bank&recipient=123456789012&ifsc=ICIC0001234&holder=Anita%20Rao&amount=1000",
  );
  await typePin(a, "135790");
  // Held at once, on its way until the sandbox's NEFT rail settles it (3 s in this run).
  await expect(status).toContainText("On its way");
  await expect(status).toContainText("Completed", { timeout: 20_000 });
  await expect(status).toContainText("Status changed");

  await a.goto(
    "/send-money/confirm?type=bank&recipient=123456780000&ifsc=ICIC0001234&holder=Nobody&amount=1000",
  );
  await typePin(a, "135790");
  await expect(status).toContainText("On its way");
  await expect(status).toContainText("Failed, money returned", { timeout: 20_000 });

  // One ₹1,000 left; the failed one came back. The history says which is which.
  await a.goto("/dashboard");
  expect(await walletBalance(a)).toBe(before - 1000);
  const recent = a.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");
  await expect(recent.filter({ hasText: "Nobody" })).toContainText("Failed, money returned");
  await expect(recent.filter({ hasText: "Anita Rao" })).not.toContainText("Failed");
});

test("one account on two phones: the same balance; both paying all of it at once, one is refused; Logout on one leaves the other signed in", async ({
  browser,
}) => {
  test.slow();
  const [phone, bPhone] = [newPhone(), newPhone()];
  const first = await phoneOf(browser, phone);
  const second = await secondPhoneOf(browser, phone);
  const b = await phoneOf(browser, bPhone);
  const [whole, bBefore] = [await walletBalance(first), await walletBalance(b)];
  expect(await walletBalance(second)).toBe(whole);

  // Both phones approve the whole balance to B at the same moment: the server lets one through.
  await confirmPaying(first, bPhone, whole);
  await confirmPaying(second, bPhone, whole);
  await Promise.all([typePin(first, "135790"), typePin(second, "135790")]);
  const paid = (page: Page) => page.getByRole("heading", { level: 1, name: "Payment successful" });
  const refused = (page: Page) =>
    // The server's refusal, or, when the other phone's payment reached this one first, its own.
    page
      .getByRole("alert")
      .filter({ hasText: /Not enough money for this payment|Your wallet holds ₹100\.00/ });
  // Each phone ends on its receipt or a refusal, however busy the machine; if one ends elsewhere
  // (no answer, a wrong PIN) or on nothing, the failure says what its screen shows.
  for (const page of [first, second]) {
    const screen = async () => (await page.locator("main").innerText()).replace(/\s+/g, " ");
    await expect(
      paid(page)
        .or(page.getByRole("alert"))
        .or(page.getByRole("status").filter({ hasText: /^No answer/ }))
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    expect(
      (await paid(page).count()) + (await refused(page).count()),
      `paid or refused: ${await screen()}`,
    ).toBe(1);
  }
  expect([await paid(first).count(), await paid(second).count()].sort()).toEqual([0, 1]);
  expect(await transfersOf(first, String(whole * 100))).toHaveLength(1);
  await expect.poll(() => walletBalance(b), { timeout: 5_000 }).toBe(bBefore + whole);
  await first.goto("/dashboard");
  // All of it left; the first payment's FIRST100 (₹100 at most) came back as its own credit.
  expect(await walletBalance(first)).toBe(100);

  await second.goto("/profile");
  await second.getByRole("link", { name: "Logout" }).click();
  await first.reload();
  await expect(first).toHaveURL(/\/dashboard$/);
  await expect(first.getByRole("region", { name: "Total balance" })).toBeVisible();
});

test("a visitor with no account (the site's /demo) still gets the sample wallet, on this browser only", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(request.url());
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Total balance" })).toContainText("₹50,950");
  // Nothing asked the server for an account.
  expect(asked).toEqual([]);
});

test("money arriving is announced on a screen that shows no money, opened directly", async ({
  browser,
}) => {
  test.slow();
  const [aPhone, bPhone] = [newPhone(), newPhone()];
  const a = await phoneOf(browser, aPhone);
  const b = await phoneOf(browser, bPhone);
  const bBefore = await walletBalance(b);
  // B reads the legal page, loaded afresh: no screen of it reads the ledger.
  await b.goto("/profile/legal");
  await expect(b.getByRole("heading", { level: 1 })).toBeVisible();

  await payFiveHundred(a, bPhone);

  // Announced where B is, in the toasts' live region, without a reload.
  await expect(toastTitled(b, "₹500 received")).toBeVisible({ timeout: 10_000 });
  await expect(b).toHaveURL(/\/profile\/legal$/);
  await b.goto("/dashboard");
  expect(await walletBalance(b)).toBe(bBefore + 500);
});

test("money arriving is announced after a sign-in in the same tab, on a screen that shows no money", async ({
  browser,
}) => {
  test.slow();
  const [aPhone, bPhone] = [newPhone(), newPhone()];
  const a = await phoneOf(browser, aPhone);
  // B starts signed out (none of the live feed's code loads then) and signs in without a reload,
  // asking for the legal page: no screen on the way reads the ledger.
  const b = await (await browser.newContext()).newPage();
  await b.goto(`/login?redirect=${encodeURIComponent("/profile/legal")}`);
  await signInWithOtp(b, bPhone);
  await expect(b.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
  await typePin(b, "135790");
  await expect(b.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await b.keyboard.type("135790");
  await expect(b).toHaveURL(/\/profile\/legal$/);

  await payFiveHundred(a, bPhone);

  // Announced where B is, without a reload.
  await expect(toastTitled(b, "₹500 received")).toBeVisible({ timeout: 10_000 });
  await expect(b).toHaveURL(/\/profile\/legal$/);
});
