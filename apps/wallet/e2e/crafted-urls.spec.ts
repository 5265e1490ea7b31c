import { expect, test } from "@repo/e2e/fixtures";

import { expectNoBrokenValues, typePin } from "./helpers";

/**
 * Hand-made or damaged links: no dialog, no page error (the fixture fails on either), no NaN,
 * undefined or Infinity on screen, and a clear way forward.
 */

test.describe("crafted /send-money/enter-details links", () => {
  for (const query of ["", "?type=cash", "?type=%3Cb%3E", "?type=1", "?type[]=phone"]) {
    test(`"${query || "(no query)"}" asks how to send and links to the methods`, async ({
      page,
    }) => {
      await page.goto(`/send-money/enter-details${query}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "This payment can't be made yet" }),
      ).toBeVisible();
      await expect(page.getByRole("listitem")).toHaveText([
        "How to send (mobile number, UPI ID, bank account or international) is missing.",
      ]);
      await expectNoBrokenValues(page);
      await page.getByRole("link", { name: "Choose how to send" }).click();
      await expect(page).toHaveURL(/\/send-money$/);
    });
  }

  test("bad prefills are dropped, an unknown contact is ignored", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=phone&contact=zz&amount=-5&note=%0A");
    await expect(page.getByLabel("Mobile number")).toHaveValue("");
    await expect(page.getByLabel("Amount (₹)")).toHaveValue("");
    await expect(page.getByLabel("Note (optional)")).toHaveValue("");
    await expectNoBrokenValues(page);
  });
});

const amountProblem = "The amount must be from ₹1 to ₹1,00,000, with at most 2 digits of paise.";

test.describe("crafted /send-money/confirm links", () => {
  for (const amount of ["abc", "-5", "0", "1.505", "1e9", "100001", "Infinity", "NaN", "null"]) {
    test(`amount=${amount} is explained, with a way back to the details`, async ({ page }) => {
      await page.goto(`/send-money/confirm?type=upi&recipient=shop%40upi&amount=${amount}`);
      await expect(page.getByRole("listitem")).toHaveText([amountProblem]);
      await expect(page.getByRole("group")).toHaveCount(0);
      await expectNoBrokenValues(page);
      await page.getByRole("link", { name: "Enter the details" }).click();
      await expect(page).toHaveURL(/\/send-money\/enter-details\?type=upi&recipient=shop%40upi$/);
      await expect(page.getByLabel("UPI ID")).toHaveValue("shop@upi");
      await expect(page.getByLabel("Amount (₹)")).toHaveValue("");
    });
  }

  test("missing everything lists every problem and links to the methods", async ({ page }) => {
    await page.goto("/send-money/confirm");
    await expect(page.getByRole("listitem")).toHaveText([
      "How to send (mobile number, UPI ID, bank account or international) is missing.",
      "The recipient is missing, too long (over 50 characters) or not valid for this way of sending.",
      amountProblem,
    ]);
    await expectNoBrokenValues(page);
    await page.getByRole("link", { name: "Choose how to send" }).click();
    await expect(page).toHaveURL(/\/send-money$/);
  });

  test("a missing or over-long recipient is explained", async ({ page }) => {
    await page.goto(`/send-money/confirm?type=bank&amount=10&recipient=${"9".repeat(60)}x`);
    await expect(page.getByRole("listitem")).toHaveText([
      "The recipient is missing, too long (over 50 characters) or not valid for this way of sending.",
    ]);
    await expectNoBrokenValues(page);
  });

  test("more than the wallet holds is refused before the PIN, with a way back", async ({
    page,
  }) => {
    await page.goto("/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=50000");
    const refusal =
      "Your wallet holds ₹12,500, less than this payment. Add money or enter a smaller amount.";
    await expect(page.getByRole("alert")).toHaveText(refusal);
    await expect(page.getByRole("group")).toHaveCount(0);
    await page.getByRole("link", { name: "Change the details" }).click();
    await expect(page.getByLabel("UPI ID")).toHaveValue("priya@okaxis");
    await expect(page.getByRole("alert")).toHaveText(refusal);
  });

  test("a recipient that is not valid for the way of sending is explained", async ({ page }) => {
    await page.goto("/send-money/confirm?type=upi&recipient=priya%40&amount=10");
    await expect(page.getByRole("listitem")).toHaveText([
      "The recipient is missing, too long (over 50 characters) or not valid for this way of sending.",
    ]);
    await expect(page.getByRole("group")).toHaveCount(0);
  });

  test("markup in the recipient and note is shown as plain text, never run", async ({ page }) => {
    const recipient = "<script>alert(1)</script>";
    const note = '<img src=x onerror="alert(2)">';
    await page.goto(
      `/send-money/confirm?type=upi&amount=100&recipient=shop%40upi&name=${encodeURIComponent(recipient)}&note=${encodeURIComponent(note)}`,
    );
    const summary = page.getByRole("region", { name: "Payment summary" });
    await expect(summary.getByText(recipient, { exact: true })).toBeVisible();
    await expect(summary.getByText(note, { exact: true })).toBeVisible();
    await expect(page.locator("img")).toHaveCount(0);
    await typePin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    await expect(page.getByText(`Paid to ${recipient}`)).toBeVisible();
    await expect(page.locator("img")).toHaveCount(0);
  });
});

test.describe("crafted /send-money/success links", () => {
  for (const query of [
    "",
    "?amount=500&recipient=Rahul",
    "?amount=abc&recipient=%3Cscript%3E&txn=TXN1",
    "?txn=TXN0000000001",
  ]) {
    test(`"${query || "(no query)"}" shows no receipt and offers a way on`, async ({ page }) => {
      await page.goto(`/send-money/success${query}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "No payment to show" }),
      ).toBeVisible();
      await expectNoBrokenValues(page);
      await expect(page.getByRole("link", { name: "Send money" })).toHaveAttribute(
        "href",
        "/send-money",
      );
      await page.getByRole("link", { name: "Go to Home" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
});

test.describe("damaged storage", () => {
  for (const stored of ["{not json", '{"state":{"session":7,"ledger":[]},"version":1}']) {
    test(`falls back to the sample ledger when storage holds ${stored}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("sangampay-wallet", value), stored);
      await page.goto("/dashboard");
      await expect(page.getByRole("region", { name: "Total balance" })).toContainText("₹50,950");
      await expectNoBrokenValues(page);
    });
  }
});

test("an unknown path shows the 404 screen with a way home", async ({ page }) => {
  await page.goto("/send-money/nowhere");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("404")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/splash$/);
});
