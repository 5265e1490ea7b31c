import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { NOW, pauseClock, toastTitled, typePin } from "./helpers";

test.use({ timezoneId: "Asia/Kolkata" });

test.describe("/send-money", () => {
  test("lists the five ways to send, each linking to its screen", async ({ page }) => {
    await page.goto("/send-money");
    const methods = page
      .getByRole("region", { name: "How do you want to send?" })
      .getByRole("link");
    await expect(methods).toHaveCount(5);
    for (const [name, href] of [
      ["To Mobile Number", "/send-money/enter-details?type=phone"],
      ["To UPI ID", "/send-money/enter-details?type=upi"],
      ["Scan QR Code", "/scan-pay"],
      ["To Bank Account", "/send-money/enter-details?type=bank"],
      ["International", "/send-money/enter-details?type=international"],
    ] as const) {
      await expect(methods.filter({ hasText: name })).toHaveAttribute("href", href);
    }
    await expect(methods.filter({ hasText: "To Bank Account" })).toContainText("NEFT/RTGS/IMPS");
  });

  test("a recent contact opens enter-details with type=phone and the contact", async ({ page }) => {
    await page.goto("/send-money");
    await page.getByRole("link", { name: "Send money to Anjali Reddy" }).click();
    await expect(page).toHaveURL(/\/send-money\/enter-details\?type=phone&contact=c2$/);
    await expect(page.getByText("Paying Anjali Reddy")).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveValue("9823456781");
  });
});

test.describe("/send-money/enter-details", () => {
  for (const [type, label, placeholder] of [
    ["phone", "Mobile number", "Enter mobile number"],
    ["upi", "UPI ID", "Enter UPI ID (user@bank)"],
    ["bank", "Account number", "Enter account number"],
  ] as const) {
    test(`type=${type} asks for the ${label.toLowerCase()}`, async ({ page }) => {
      await page.goto(`/send-money/enter-details?type=${type}`);
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute(
        "placeholder",
        placeholder,
      );
    });
  }

  test("amount takes rupees and paise, refusing other keys; quick amounts set it; Continue waits for both fields", async ({
    page,
  }) => {
    await page.goto("/send-money/enter-details?type=upi");
    const amount = page.getByLabel("Amount (₹)");
    const go = page.getByRole("button", { name: "Continue" });
    await expect(go).toBeDisabled();
    // A wrong key stays, with its reason, and is never dropped behind the person's back.
    await amount.pressSequentially("12a");
    await expect(amount).toHaveValue("12a");
    await expect(page.locator("#amount-guard")).toHaveText(
      "Amounts take digits and one decimal point only.",
    );
    await amount.press("Backspace");
    await amount.pressSequentially(".50");
    await expect(amount).toHaveValue("12.50");
    await expect(go).toBeDisabled();
    await page.getByLabel("UPI ID").fill("   ");
    await expect(go).toBeDisabled();
    await page.getByLabel("UPI ID").fill("shop@upi");
    await expect(go).toBeEnabled();
    await amount.fill("");
    await expect(go).toBeDisabled();
    for (const [quick, value] of [
      ["₹500", "500"],
      ["₹1,000", "1000"],
      ["₹2,000", "2000"],
      ["₹5,000", "5000"],
    ] as const) {
      const button = page.getByRole("button", { name: `Set amount to ${quick}` });
      await button.click();
      await expect(amount).toHaveValue(value);
      await expect(button).toHaveAttribute("aria-pressed", "true");
    }
    await expect(go).toBeEnabled();
    await expect(page.getByLabel("Note (optional)")).toHaveValue("");
  });

  test("explains amounts above the wallet balance or the ₹1,00,000 limit", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=phone");
    await page.getByLabel("Mobile number").fill("9812345670");
    const amount = page.getByLabel("Amount (₹)");
    await amount.fill("12501");
    await expect(page.getByRole("alert")).toHaveText(
      "Your wallet holds ₹12,500, less than this payment. Add money or enter a smaller amount.",
    );
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await amount.fill("100001");
    await expect(page.getByRole("alert")).toHaveText(
      "One payment can be at most ₹1,00,000, and your wallet holds ₹12,500: you can pay up to ₹12,500.",
    );
    // Seven digits are refused whole, never cut to six.
    await amount.fill("1234567");
    await expect(amount).toHaveValue("100001");
    await expect(page.locator("#amount-guard")).toHaveText(
      "Not pasted, as it is not an amount: One payment can be at most ₹1,00,000.",
    );
    await amount.fill("12500");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  });

  test("Continue opens confirm with type, recipient, amount and note", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=upi");
    await page.getByLabel("UPI ID").fill(" shop@upi ");
    await page.getByRole("button", { name: "Set amount to ₹500" }).click();
    await page.getByLabel("Note (optional)").fill("Snacks & tea");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/send-money\/confirm\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      type: "upi",
      recipient: "shop@upi",
      amount: "500",
      note: "Snacks & tea",
    });
  });

  test("a phone recipient travels as plain digits in the URL", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=phone&contact=c2");
    await page.getByRole("button", { name: "Set amount to ₹1,000" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(
      /\/send-money\/confirm\?type=phone&recipient=9823456781&amount=1000$/,
    );
  });

  test("Back returns to the methods", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=bank");
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/send-money$/);
  });
});

const confirmUrl = "/send-money/confirm?type=phone&recipient=9812345670&amount=1500&note=Dinner";

test.describe("/send-money/confirm", () => {
  test("summarises the payment with the fee shown as FREE", async ({ page }) => {
    await page.goto(confirmUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Payment summary" });
    await expect(summary.getByRole("term")).toHaveText([
      "To",
      "Mobile number",
      "Method",
      "Note",
      "Amount",
      "Transaction fee",
      "Total",
    ]);
    await expect(summary.getByRole("definition")).toHaveText([
      "Rahul Verma",
      "+91 98123 45670",
      "Mobile number",
      "Dinner",
      "₹1,500",
      "FREE",
      "₹1,500",
    ]);
    await expect(page.getByText("Paid from your wallet (₹12,500 available)")).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Enter your 6-digit PIN to pay ₹1,500" }),
    ).toBeVisible();
  });

  test("Back returns to the details, still filled in", async ({ page }) => {
    await page.goto(confirmUrl);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/send-money\/enter-details\?/);
    await expect(page.getByLabel("Mobile number")).toHaveValue("9812345670");
    await expect(page.getByLabel("Amount (₹)")).toHaveValue("1500");
    await expect(page.getByLabel("Note (optional)")).toHaveValue("Dinner");
  });

  test("the sixth PIN digit opens the receipt 300 ms later", async ({ page }) => {
    await pauseClock(page);
    await page.goto(confirmUrl);
    await typePin(page, "98765");
    await expect(page.getByRole("status").filter({ hasText: "digits entered" })).toHaveText(
      "5 of 6 digits entered",
    );
    await page.keyboard.type("4");
    await expect(page.getByText("Processing payment…")).toBeVisible();
    await page.clock.runFor(299);
    await expect(page).toHaveURL(/\/send-money\/confirm/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/send-money\/success\?/);

    const id = `TXN${String(NOW.getTime() + 300).slice(-10)}`;
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toEqual({ amount: "1500", recipient: "9812345670", txn: id });
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    await expect(page.getByText("Paid to Rahul Verma")).toBeVisible();
    const details = page.getByRole("region", { name: "Payment details" });
    await expect(details.getByRole("term")).toHaveText([
      "Recipient",
      "Amount",
      "Transaction ID",
      "Date and time",
      "Payment method",
      "Status",
      "Note",
    ]);
    await expect(details.getByRole("definition")).toHaveText([
      "+91 98123 45670",
      "₹1,500",
      id,
      /^21 Nov 2026, 10:00\sam$/,
      "Wallet",
      "Completed",
      "Dinner",
    ]);
  });
});

async function pay(page: Page, query: string) {
  await page.goto(`/send-money/confirm?${query}`);
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  return new URL(page.url()).searchParams.get("txn")!;
}

test.describe("/send-money/success", () => {
  test("Download saves a PDF receipt", async ({ page }) => {
    const id = await pay(page, "type=upi&recipient=shop%40upi&amount=250&note=Snacks");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`sangampay-receipt-${id}.pdf`);
    const pdf = await readFile(await download.path(), "latin1");
    expect(pdf.startsWith("%PDF")).toBe(true);
    expect(pdf).toContain("SangamPay payment receipt");
    expect(pdf).toContain(id);
    expect(pdf).toContain("Rs. 250");
    expect(pdf).toContain("shop@upi");
    expect(pdf).toContain("Completed");
    await expect(toastTitled(page, "Receipt downloaded")).toBeVisible();
  });

  test("Share uses the Web Share API when the browser has it", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    const id = await pay(
      page,
      "type=bank&recipient=123456789012&ifsc=ICIC0001234&holder=Anita%20Rao&amount=750",
    );
    await page.getByRole("button", { name: "Share" }).click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { shared?: ShareData }).shared,
    );
    const data = (await shared.jsonValue()) as ShareData;
    expect(data.title).toBe("SangamPay payment receipt");
    expect(data.text).toContain(`Transaction ID: ${id}`);
    expect(data.text).toContain("Amount: ₹750");
  });

  test("Share falls back to copying the receipt, with a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    const id = await pay(page, "type=phone&recipient=9845678903&amount=99");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(toastTitled(page, "Receipt copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Transaction ID: ${id}`);
    expect(copied).toContain("Recipient: +91 98456 78903");
  });

  test("the payment debits the wallet and tops recent transactions and the summary", async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await pay(page, "type=phone&recipient=9812345670&amount=2000&note=Rent");
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const balance = page.getByRole("region", { name: "Total balance" });
    // The first payment earns its cashback (10%, at most ₹100), credited just after it.
    await expect(balance).toContainText("₹49,050");
    await expect(balance.getByRole("definition")).toHaveText(["₹38,450", "₹10,600"]);
    const recent = page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");
    await expect(recent.first()).toContainText("SangamPay");
    await expect(recent.first()).toContainText("Received +₹100");
    await expect(recent.nth(1)).toContainText("Rahul Verma");
    await expect(recent.nth(1)).toContainText("Paid −₹2,000");
    const summary = page.getByRole("region", { name: "Summary for November 2026" });
    await expect(summary.getByRole("definition")).toHaveText(["₹7,894", "₹69,950", "₹0"]);
    await expect(summary.getByRole("img")).toHaveAccessibleName(
      /Days 15–21: spent ₹7,595, received ₹65,950/,
    );
    // The ledger survives a reload.
    await page.reload();
    await expect(balance.getByRole("definition")).toHaveText(["₹38,450", "₹10,600"]);
  });

  test("Back after paying does not return to the PIN step", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=upi&recipient=priya%40okaxis&amount=10");
    await page.getByRole("button", { name: "Continue" }).click();
    await typePin(page);
    await expect(page).toHaveURL(/\/send-money\/success\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/send-money\/enter-details\?/);
  });
});

test.describe("recipients are checked by how the money is sent", () => {
  test("a mobile number: abc is refused, 98765 is too short, each with its message", async ({
    page,
  }) => {
    await page.goto("/send-money/enter-details?type=phone&amount=500");
    const field = page.getByLabel("Mobile number");
    const go = page.getByRole("button", { name: "Continue" });
    await field.fill("abc");
    await expect(field).toHaveValue("");
    await expect(field).toHaveAccessibleDescription(/A mobile number has digits only\./);
    await field.fill("98765");
    await field.blur();
    await expect(page.getByRole("alert")).toHaveText("A mobile number has 10 digits.");
    await expect(field).toHaveAccessibleDescription("A mobile number has 10 digits.");
    await expect(go).toBeDisabled();
    await field.fill("+91 98123-45670");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await go.click();
    await expect(page).toHaveURL(/\/send-money\/confirm\?type=phone&recipient=9812345670&/);
  });

  test("a UPI ID: priya@ is explained", async ({ page }) => {
    await page.goto("/send-money/enter-details?type=upi&amount=500");
    const field = page.getByLabel("UPI ID");
    await field.fill("priya@");
    await field.blur();
    await expect(page.getByRole("alert")).toHaveText(
      "Enter a UPI ID such as name@bank: a name, @, then the bank's handle.",
    );
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  test("a bank account: a mismatched confirmation and SBIN123 as IFSC are explained", async ({
    page,
  }) => {
    await page.goto("/send-money/enter-details?type=bank&amount=500");
    await page.getByLabel("Account number", { exact: true }).fill("123456789012");
    const again = page.getByLabel("Account number again");
    await again.fill("123456789013");
    await again.blur();
    await expect(again).toHaveAccessibleDescription("The account numbers don't match.");
    const ifsc = page.getByLabel("IFSC");
    await ifsc.fill("SBIN123");
    await ifsc.blur();
    await expect(ifsc).toHaveAccessibleDescription(
      /An IFSC has 11 characters: 4 letters, 0, then 6 letters or digits\./,
    );
    await page.getByLabel("Account holder's name").fill("Anita Rao");
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await again.fill("123456789012");
    await ifsc.fill("SBIN0001234");
    await expect(page.getByText("State Bank of India")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  });
});

test("a bank transfer goes through confirm and lands on the ledger with its details", async ({
  page,
}) => {
  await page.goto("/send-money/enter-details?type=bank");
  await page.getByLabel("Account number", { exact: true }).fill("123456789012");
  await page.getByLabel("Account number again").fill("123456789012");
  await page.getByLabel("IFSC").fill("icic0001234");
  await expect(page.getByText("ICICI Bank")).toBeVisible();
  await page.getByLabel("Account holder's name").fill("Anita Rao");
  await page.getByLabel("Amount (₹)").fill("750");
  await page.getByLabel("Note (optional)").fill("Rent");
  await page.getByRole("button", { name: "Continue" }).click();

  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary.getByRole("definition")).toHaveText([
    "Anita Rao",
    "123456789012",
    "ICIC0001234",
    "ICICI Bank",
    "Bank account",
    "Rent",
    "₹750",
    "FREE",
    "₹750",
  ]);
  // Back from confirm loses nothing that was typed.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByLabel("Account number", { exact: true })).toHaveValue("123456789012");
  await expect(page.getByLabel("Account number again")).toHaveValue("123456789012");
  await expect(page.getByLabel("IFSC")).toHaveValue("ICIC0001234");
  await expect(page.getByLabel("Account holder's name")).toHaveValue("Anita Rao");
  await expect(page.getByLabel("Amount (₹)")).toHaveValue("750");
  await expect(page.getByLabel("Note (optional)")).toHaveValue("Rent");
  await page.getByRole("button", { name: "Continue" }).click();

  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  const details = page.getByRole("region", { name: "Payment details" });
  await expect(details.getByRole("term").first()).toHaveText("Account holder");
  await expect(details).toContainText("Anita Rao");
  await expect(details).toContainText("ICIC0001234");
  await expect(details).toContainText("ICICI Bank");
  await page.getByRole("link", { name: "Go to Home" }).click();
  const recent = page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");
  // The first payment's cashback (₹75) is credited just after it.
  await expect(recent.first()).toContainText("SangamPay");
  await expect(recent.nth(1)).toContainText("Anita Rao");
  await expect(recent.nth(1)).toContainText("−₹750");
  await expect(
    page.getByRole("region", { name: "Total balance" }).getByRole("definition"),
  ).toHaveText(["₹38,450", "₹11,825"]);
});

test("after ₹10,00,000 paid today, one more rupee is refused with the daily limit", async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  const today = "2026-11-21T09:00:00.000+05:30";
  const paid = Array.from({ length: 10 }, (_, i) => ({
    id: `TXN000000010${i}`,
    name: "Rahul Verma",
    amount: { minor: -10_000_000, currency: "INR" },
    type: "expense",
    category: "transfer",
    date: today,
    status: "Completed",
    kind: "send",
    recipient: "9812345670",
    method: "wallet",
  }));
  const stored = {
    state: {
      session: { phone: "9876543210" },
      ledger: {
        balances: {
          bank: { minor: 3_845_000, currency: "INR" },
          wallet: { minor: 500_000_000, currency: "INR" },
        },
        transactions: paid,
      },
    },
    version: 2,
  };
  await page.addInitScript((value) => {
    localStorage.setItem("sangampay-wallet", value);
  }, JSON.stringify(stored));

  const message = "This is over your daily limit of ₹10,00,000. You can pay ₹0 more today.";
  await page.goto("/send-money/enter-details?type=upi&recipient=priya%40okaxis&amount=1");
  await expect(page.getByRole("alert")).toHaveText(message);
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await page.goto("/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=1");
  await expect(page.getByRole("alert")).toHaveText(message);
  await expect(page.getByRole("button", { name: "Delete last digit" })).toHaveCount(0);
});

test("a receipt link with an unknown id shows no payment and a way home", async ({ page }) => {
  await page.goto("/transactions/TXN0000000001");
  await expect(page.getByRole("heading", { level: 1, name: "No payment to show" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
