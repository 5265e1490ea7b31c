import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { toastTitled, typePin } from "../e2e/helpers";
import { newPhone, phoneOf, secondPhoneOf, walletBalance } from "./phones";

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
  await typePin(a, "135790");
  await expect(a.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  // B did nothing: the credit arrives on its open dashboard, announced, within 5 seconds.
  await expect(toastTitled(b, "₹500 received")).toBeVisible({ timeout: 5_000 });
  await expect.poll(() => walletBalance(b), { timeout: 5_000 }).toBe(bBefore + 500);
  await a.goto("/dashboard");
  expect(await walletBalance(a)).toBe(aBefore - 500);

  // Both histories show the one payment, each from its own side.
  const recent = (page: Page) =>
    page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem").first();
  await expect(recent(a)).toContainText("₹500");
  await expect(recent(b)).toContainText("₹500");
});

test("a number with no account is refused, and nothing moves", async ({ browser }) => {
  const a = await phoneOf(browser, newPhone());
  const before = await walletBalance(a);
  await a.goto("/send-money/enter-details?type=phone");
  await a.getByLabel("Mobile number").fill("9000000019");
  await a.getByRole("button", { name: "Set amount to ₹500" }).click();
  await a.getByRole("button", { name: "Continue" }).click();
  await typePin(a, "135790");
  await expect(a.getByRole("alert")).toContainText("No SangamPay account has this number");
  await a.goto("/dashboard");
  expect(await walletBalance(a)).toBe(before);
});

test("the same account on two phones shows the same balance; Logout on one leaves the other signed in", async ({
  browser,
}) => {
  test.slow();
  const phone = newPhone();
  const first = await phoneOf(browser, phone);
  const second = await secondPhoneOf(browser, phone);
  expect(await walletBalance(second)).toBe(await walletBalance(first));

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
