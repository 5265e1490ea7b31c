import type { Locator, Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import { feeOn, feeRates } from "@repo/ledger/fees";
import { inr, minorDigits, toMajorText } from "@repo/ledger/money";
import { type Corridor, corridorFor, corridors } from "@repo/pricing/corridors";
import { formatPercent } from "@repo/pricing/percent";
import { quoteFromSend } from "@repo/pricing/quote";
import { RATE_HOLD_MINUTES } from "@repo/pricing/rates";
import { formatMoney } from "@repo/ui/lib/format";

import { balances, pauseClock, rupees, sample, typePin } from "./helpers";

test.use({ timezoneId: "Asia/Kolkata" });

const zambia = corridorFor("ZM") as Corridor;
const abroad = "/send-money/enter-details?type=international";
/** The value beside a label in a list of terms and definitions. */
function valueOf(page: Page, label: string | RegExp) {
  return page
    .getByRole("term")
    .filter({ hasText: label })
    .locator("xpath=following-sibling::dd[1]");
}

test("from the dashboard, ₹10,000 to an Airtel Zambia number: the fee, kwacha, confirm and receipt, and the wallet down by amount + fee", async ({
  page,
}) => {
  const before = await balances(page);
  expect(before.wallet).toBe(sample.wallet);
  await page.getByRole("link", { name: "Send", exact: true }).click();
  await page.getByRole("link", { name: /^International/ }).click();
  await expect(page).toHaveURL(/\/send-money\/enter-details\?type=international$/);
  await expect(page.getByRole("heading", { level: 1, name: "Send abroad" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Sending to" })).toContainText("Zambia (ZMW)");
  await expect(page.getByRole("radio", { name: /^Mobile money/ })).toBeChecked();

  await page.getByLabel("Recipient's full name").fill("Mwila Banda");
  const number = page.getByLabel("Mobile money number");
  await number.fill("0971234567");
  await expect(page.getByText("Airtel number +260 97 123 4567")).toBeVisible();
  await page.getByLabel("You send (INR)").fill("10000");

  const quote = quoteFromSend(zambia, 10_000_00);
  const quoteBox = page.getByRole("region", { name: "Your quote" });
  await expect(valueOf(page, "Cross-border transfer fee (1.5%)")).toHaveText("₹150");
  await expect(valueOf(page, "Total debited")).toHaveText(rupees(10_150));
  await expect(quoteBox).toContainText(`They receive${formatMoney(quote.receive)}`);
  await expect(quoteBox).toContainText("₹1 = 0.310937 ZMW");
  await expect(quoteBox).toContainText(
    "Mid-market rate ₹1 = 0.3125 ZMW less our 0.5% exchange margin",
  );
  await expect(quoteBox).toContainText("Usually within 10 minutes");
  await expect(page.getByLabel("They receive (ZMW)")).toHaveValue("3109.37");
  // The real clock runs here: the countdown has started from the hold's length.
  await expect(page.getByRole("timer")).toHaveText(/^Rate held for \d:\d\d$/);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/send-money\/confirm\?type=international&country=ZM/);
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(valueOf(page, "Cross-border transfer fee (1.5%)")).toHaveText("₹150");
  await expect(summary).not.toContainText("FREE");
  await expect(valueOf(page, /^Total$/)).toHaveText(rupees(10_150));
  await expect(valueOf(page, "Amount received")).toHaveText(formatMoney(quote.receive));
  await expect(valueOf(page, "Network")).toHaveText("Airtel");
  await expect(page.getByText(`Enter your 6-digit PIN to pay ${rupees(10_150)}`)).toBeVisible();
  await expectAccessible(page);
  await typePin(page);

  // Money abroad is on its way until its corridor's time has passed (delivery-times.spec.ts).
  await expect(page.getByRole("heading", { level: 1, name: "Payment on its way" })).toBeVisible();
  await expect(page.getByText(`They receive ${formatMoney(quote.receive)}`)).toBeVisible();
  const details = page.getByRole("region", { name: "Payment details" });
  for (const [label, value] of [
    ["Recipient", "Mwila Banda"],
    ["Mobile money number", "+260 97 123 4567"],
    ["Network", "Airtel"],
    ["Amount received", "K3,109.37"],
    ["Amount sent", "₹10,000"],
    ["Cross-border transfer fee (1.5%)", "₹150"],
    ["Total debited", "₹10,150"],
    ["Exchange rate", "₹1 = 0.310937 ZMW, the mid-market 0.3125 less 0.5%"],
  ] as const) {
    await expect(details.getByRole("term").filter({ hasText: label })).toHaveCount(1);
    await expect(valueOf(page, label).first()).toHaveText(value);
  }
  await expectAccessible(page);
  const txn = /\/transactions\/(TXN\d+)$/.exec(page.url())?.[1];

  // ₹10,000 and the ₹150 fee left the wallet; as a first payment, like one at home, it earns the
  // first-payment cashback (10%, at most ₹100), credited just after it.
  const after = await balances(page);
  expect(before.wallet - after.wallet).toBe(10_150 - 100);
  expect(after.bank).toBe(before.bank);

  // The history's receipt reads the same entry.
  await page.goto(`/transactions/${txn}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment on its way" })).toBeVisible();
  await expect(valueOf(page, "Amount received")).toHaveText("K3,109.37");
});

test("the rate hold runs out on the clock: the quote refreshes and says so before the PIN returns", async ({
  page,
}) => {
  await pauseClock(page);
  /** React reveals a screen whose code has just loaded on a short timer: run the clock to it. */
  const settle = async (ready: Locator) => {
    for (let i = 0; i < 100 && !(await ready.isVisible()); i++) await page.clock.runFor(100);
    await expect(ready).toBeVisible();
  };
  await page.goto(
    `${abroad}&country=ZM&delivery=mobileMoney&recipient=0971234567&holder=Mwila%20Banda&amount=10000`,
  );
  const timer = page.getByRole("timer");
  await settle(timer);
  await expect(timer).toHaveText(`Rate held for ${RATE_HOLD_MINUTES}:00`);
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText(`Rate held for ${RATE_HOLD_MINUTES - 1}:00`);
  const refreshed = page.getByRole("status").filter({ hasText: "rate hold ran out" });
  await expect(refreshed).toHaveCount(0);

  // The same hold goes on through confirm; when it runs out the PIN waits for the new quote.
  await page.getByRole("button", { name: "Continue" }).click();
  const keypad = page.getByRole("button", { name: "Delete last digit" });
  await settle(keypad);
  await expect(timer).toHaveText(
    new RegExp(`^Rate held for (${RATE_HOLD_MINUTES - 2}:5\\d|${RATE_HOLD_MINUTES - 1}:00)$`),
  );
  await page.clock.runFor((RATE_HOLD_MINUTES - 1) * 60_000);
  await expect(refreshed).toHaveText(
    `The rate hold ran out, so your quote was refreshed: ₹1 = 0.310937 ZMW, held for another ${RATE_HOLD_MINUTES} minutes. Check the amounts before you pay.`,
  );
  await expect(timer).toHaveText(
    new RegExp(`^Rate held for (${RATE_HOLD_MINUTES - 1}:5\\d|${RATE_HOLD_MINUTES}:00)$`),
  );
  await expect(keypad).toHaveCount(0);
  await page.getByRole("button", { name: "Continue with this quote" }).click();
  await expect(keypad).toBeVisible();
  await expect(valueOf(page, /^Total$/)).toHaveText(rupees(10_150));
  await expect(valueOf(page, "Amount received")).toHaveText(
    formatMoney(quoteFromSend(zambia, 10_000_00).receive),
  );
});

test("the site's calculator and the wallet's quote agree, and the calculator's link fills in the wallet", async ({
  page,
}) => {
  await page.goto(`${e2eUrls.site}/pricing`);
  const calculator = page.getByRole("region", { name: "Send money home from India" });
  await calculator.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await calculator.getByRole("combobox", { name: "Sending to" }).selectOption("ZM");
  const send = calculator.getByRole("textbox", { name: "You send (INR)" });
  await send.fill("25000");
  await expect(calculator.getByRole("link", { name: "Send ₹25,000 with SangamPay" })).toBeVisible();
  const site = {
    receive: await calculator.getByRole("textbox", { name: "They receive (ZMW)" }).inputValue(),
    fee: await calculator.getByRole("definition").first().textContent(),
    total: await valueOf(page, "Total you pay").textContent(),
    rate: await valueOf(page, "Exchange rate").first().textContent(),
  };

  await calculator.getByRole("link", { name: "Send ₹25,000 with SangamPay" }).click();
  await expect(page).toHaveURL(
    `${e2eUrls.wallet}/send-money/enter-details?type=international&country=ZM&amount=25000`,
  );
  await expect(page.getByLabel("You send (INR)")).toHaveValue("25000");
  await expect(page.getByLabel("They receive (ZMW)")).toHaveValue(site.receive);
  await expect(valueOf(page, /^Cross-border transfer fee/)).toHaveText(site.fee!);
  await expect(valueOf(page, "Total debited")).toHaveText(site.total!);
  await expect(valueOf(page, "Exchange rate")).toContainText(site.rate!);
  // …and both are the shared quote's figures.
  const quote = quoteFromSend(zambia, 25_000_00);
  expect(site.fee).toBe(formatMoney(quote.fee));
  expect(site.total).toBe(formatMoney(quote.total));
});

test("/pricing's cross-border row and the wallet's fee come from the same rate in @repo/ledger/fees", async ({
  page,
}) => {
  const rate = formatPercent(feeRates.crossBorder);
  await page.goto(`${e2eUrls.site}/pricing`);
  const row = page
    .getByRole("table", { name: "Additional fees by service" })
    .getByRole("row", { name: /Cross-border transfer/ });
  await expect(row.getByRole("cell")).toHaveText(`${rate} + forex`);

  await page.goto(`${abroad}&amount=8000`);
  await expect(page.getByRole("term").filter({ hasText: "Cross-border transfer fee" })).toHaveText(
    `Cross-border transfer fee (${rate})`,
  );
  await expect(valueOf(page, /^Cross-border transfer fee/)).toHaveText(
    formatMoney(inr(feeOn(8_000_00, feeRates.crossBorder))),
  );
});

test("a link's country and amount are checked: anything unknown is left out, nothing breaks", async ({
  page,
}) => {
  await page.goto(`${abroad}&country=XX&amount=abc&delivery=pigeon`);
  await expect(page.getByRole("group", { name: "Sending to" })).toContainText("Zambia (ZMW)");
  await expect(page.getByLabel("You send (INR)")).toHaveValue("");
  await expect(page.getByText("Enter an amount to see your quote.")).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/NaN|undefined|Infinity|null/);

  await page.goto(`${abroad}&country=ke&amount=5000`);
  await expect(page.getByRole("group", { name: "Sending to" })).toContainText("Kenya (KES)");
  await expect(page.getByLabel("You send (INR)")).toHaveValue("5000");
  const kenya = corridorFor("KE") as Corridor;
  await expect(page.getByLabel("They receive (KES)")).toHaveValue(
    toMajorText(quoteFromSend(kenya, 5_000_00).receive.minor, minorDigits.KES),
  );

  // A link's amount over the limit is left out; typed, it is explained.
  await page.goto(`${abroad}&amount=500000`);
  await expect(page.getByLabel("You send (INR)")).toHaveValue("");
  await page.getByLabel("You send (INR)").fill("250000");
  await expect(page.getByRole("alert").filter({ hasText: "up to" })).toHaveText(
    "You can send up to ₹1,00,000 in one transfer.",
  );
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
});

test("a Zambian number that fits no network is refused, and the balance must cover the fee too", async ({
  page,
}) => {
  await page.goto(`${abroad}&amount=12400`);
  await page.getByLabel("Recipient's full name").fill("Mwila Banda");
  const number = page.getByLabel("Mobile money number");
  await number.fill("0981234567");
  await number.blur();
  await expect(number).toHaveAccessibleDescription(
    /This number fits no Zambian network\. Numbers start with 96, 76, 97, 77, 95 or 75\./,
  );
  await number.fill("0961234567");
  await expect(page.getByText("MTN number +260 96 123 4567")).toBeVisible();
  // ₹12,400 + ₹186 fee is more than the ₹12,500 in the wallet.
  await expect(page.getByRole("alert").filter({ hasText: "Your wallet holds" })).toHaveText(
    "Your wallet holds ₹12,500, less than this payment. Add money or enter a smaller amount.",
  );
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await page.getByLabel("You send (INR)").fill("12300");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
});

test("countries are found by name or currency code; a bank abroad takes an IBAN checked by its checksum", async ({
  page,
}) => {
  await page.goto(abroad);
  await page.getByRole("button", { name: "Change country" }).click();
  const search = page.getByRole("searchbox", { name: "Search by country or currency code" });
  await expect(search).toBeFocused();
  await expect(page.getByText(`${corridors.length} countries match.`)).toBeVisible();
  expect(corridors.length).toBeGreaterThanOrEqual(51);
  await search.fill("kes");
  await expect(page.getByText("1 country matches.")).toBeVisible();
  await search.fill("Germ");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Germany (EUR)" }).click();
  await expect(page.getByRole("button", { name: "Change country" })).toBeFocused();
  await expect(page.getByRole("radio", { name: /^Bank account/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Mobile money/ })).toHaveCount(0);

  const iban = page.getByLabel("IBAN");
  await iban.fill("DE89 3704 0044 0532 0130 01");
  await iban.blur();
  await expect(iban).toHaveAccessibleDescription(/check digits don't match/);
  await iban.fill("de89 3704 0044 0532 0130 00");
  await expect(iban).not.toHaveAttribute("aria-invalid");

  await page.getByRole("button", { name: "Change country" }).click();
  await search.fill("zzz");
  await expect(page.getByRole("status").filter({ hasText: "No country matches" })).toHaveText(
    "No country matches “zzz”. Try a country's name or a currency code such as ZMW.",
  );
});
