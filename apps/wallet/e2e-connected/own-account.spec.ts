import { expect, test } from "@repo/e2e/fixtures";

import { toastTitled, typePin } from "../e2e/helpers";
import { newPhone, phoneOf, registeredNameOf } from "./phones";

/**
 * A new account's wallet shows that account, never the sample one: the name the server registered,
 * the UPI ID its QR hands out (paid by another phone, it reaches this account), and the
 * first-payment offer until this account has paid someone.
 */
test("a new account shows its own name and UPI ID, and its offer banner until it pays", async ({
  browser,
}) => {
  test.slow();
  const [aPhone, bPhone] = [newPhone(), newPhone()];
  const a = await phoneOf(browser, aPhone);
  const b = await phoneOf(browser, bPhone);
  const aName = registeredNameOf(aPhone);
  const offer = "Cashback on your first payment";

  await expect(a.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(`^Good (morning|afternoon|evening), ${aName}$`),
  );
  await expect(a.getByRole("heading", { name: offer })).toBeVisible();
  // Its avatar's letters are the name's first and last words' ("SangamPay user": SU).
  await expect(a.getByRole("link", { name: "Profile" }).filter({ hasText: /^SU$/ })).toBeVisible();

  // A's QR and UPI ID are A's own: the server's, not the sample account's.
  await a.goto("/receive");
  const upiId = `${aPhone}@sangampay`;
  await expect(
    a.getByRole("img", { name: `QR code to pay ${aName}, UPI ID ${upiId}` }),
  ).toBeVisible();
  await expect(a.getByText(upiId, { exact: true })).toBeVisible();
  await a.goto("/profile/details");
  await expect(a.getByRole("definition").filter({ hasText: aName })).toBeVisible();
  await expect(a.getByRole("term").filter({ hasText: "Email" })).toHaveCount(0);
  await expect(a.getByText("Priya")).toHaveCount(0);

  // B pays the UPI ID A hands out, and the money reaches A (waiting on its dashboard).
  await a.goto("/dashboard");
  await b.goto("/send-money/enter-details?type=upi");
  await b.getByLabel("UPI ID").fill(upiId);
  await b.getByRole("button", { name: "Set amount to ₹500" }).click();
  await b.getByRole("button", { name: "Continue" }).click();
  await expect(b.getByRole("region", { name: "Payment summary" })).toContainText(aName);
  await typePin(b, "135790");
  await expect(b.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expect(toastTitled(a, "₹500 received")).toBeVisible();

  // B has paid someone: its offer banner is gone; A has only been paid, so A's stays.
  await b.goto("/dashboard");
  await expect(b.getByRole("heading", { level: 1 })).toContainText(registeredNameOf(bPhone));
  await expect(b.getByRole("heading", { name: offer })).toHaveCount(0);
  await expect(a.getByRole("heading", { name: offer })).toBeVisible();
});

/**
 * A session this device kept without its holder (signed in before the wallet kept one) must not
 * hand out anyone else's code meanwhile: Receive waits for the server to say whose account it is
 * (offering to ask again when it did not answer), then shows that account's QR, never the sample
 * account's.
 */
test("a session kept without its holder shows no QR until the server says whose account it is", async ({
  browser,
}) => {
  const phone = newPhone();
  const a = await phoneOf(browser, phone);
  let answering = false;
  await a.route("**/api/me", (route) => (answering ? route.continue() : route.abort()));
  await a.addInitScript(() => {
    const stored = JSON.parse(localStorage.getItem("sangampay-session") ?? "{}") as {
      state?: { holder?: unknown };
    };
    delete stored.state?.holder;
    localStorage.setItem("sangampay-session", JSON.stringify(stored));
  });
  const unanswered = a.waitForEvent("requestfailed", (request) =>
    request.url().endsWith("/api/me"),
  );
  await a.goto("/receive");
  await unanswered;
  await expect(
    a.getByRole("status").filter({ hasText: "Getting your account's details from SangamPay…" }),
  ).toBeVisible();
  await expect(a.getByRole("img", { name: /^QR code/ })).toHaveCount(0);
  await expect(a.getByText(/Priya|@sangam\b/)).toHaveCount(0);
  answering = true;
  await a.getByRole("button", { name: "Try again" }).click();
  await expect(
    a.getByRole("img", {
      name: `QR code to pay ${registeredNameOf(phone)}, UPI ID ${phone}@sangampay`,
    }),
  ).toBeVisible();
});
