import { expect, test } from "@repo/e2e/fixtures";

import { balances, expectLatestTransaction, rupees, sample, typePin } from "./helpers";

test("/bills: seven categories, India and Zambia billers, a sample bill or no dues", async ({
  page,
}) => {
  await page.goto("/bills");
  const categories = page
    .getByRole("navigation", { name: "What do you want to pay?" })
    .getByRole("link");
  await expect(categories).toHaveText([
    "Electricity",
    "Tax authority",
    "Pension contributions",
    "Water",
    "Mobile recharge",
    "Satellite TV",
    "Internet",
  ]);
  await page.getByText("Zambia").click();
  await expect(page).toHaveURL(/\/bills\?country=ZM$/);
  await page.getByRole("link", { name: "Electricity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Electricity" })).toBeVisible();
  await page.getByRole("link", { name: "ZESCO" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ZESCO" })).toBeVisible();
  const field = page.getByLabel("Account number");
  await field.fill("1234");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  await expect(page.getByText("This Account number does not match ZESCO's format")).toBeVisible();
  await field.fill("371 2345 6789");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  const bill = page.getByRole("region", { name: "Bill from ZESCO" });
  await expect(bill).toContainText("37123456789");
  await expect(bill).toContainText(/ZMW|K/);
  await expect(bill).toContainText(/at the sample rate of ₹3\.20 per kwacha/);
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeEnabled();
  await field.fill("37123456000");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  await expect(page.getByText("Nothing is due on this number. You're all paid up.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Back" }).click();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/bills\?country=ZM$/);
});

test("a bill payment lowers the wallet balance and shows in recent transactions", async ({
  page,
}) => {
  expect(await balances(page)).toEqual({ bank: sample.bank, wallet: sample.wallet });
  await page.getByRole("link", { name: "Bill Payments" }).click();
  await page.getByRole("link", { name: "Electricity" }).click();
  await page.getByRole("link", { name: "TSSPDCL Electricity" }).click();
  await page.getByLabel("Consumer number").fill("110456789");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  const pay = page.getByRole("button", { name: /^Pay ₹/ });
  const amount = Number((await pay.textContent())!.replace(/[^\d]/g, ""));
  expect(amount).toBeGreaterThanOrEqual(450);
  await pay.click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm bill payment" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "FREE" })).toBeVisible();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bill paid" })).toBeVisible();
  // The receipt is the ledger entry's own page, and it replaced the PIN step.
  await expect(page).toHaveURL(/\/transactions\/TXN\d{10}$/);
  await expect(page.getByText(`Paid to TSSPDCL Electricity`)).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();

  // The first payment made in the app earns the dashboard banner's cashback, in the wallet, and
  // a bill of ₹200 or more BILLS5's 5% (up to ₹50).
  const cashback = Math.min(100, Math.floor(amount / 10));
  const billsCashback = Math.min(50, Math.floor((amount * 5) / 100));
  expect(await balances(page)).toEqual({
    bank: sample.bank,
    wallet: sample.wallet - amount + cashback + billsCashback,
  });
  await expectLatestTransaction(page, "TSSPDCL Electricity", rupees(amount));

  await page.goto("/rewards");
  await expect(page.getByRole("region", { name: "Cashback on your first payment" })).toContainText(
    `You earned ${rupees(cashback)} on your first payment of ${rupees(amount)} to TSSPDCL Electricity.`,
  );
  await expect(page.getByRole("region", { name: "Total cashback earned" })).toContainText(
    rupees(195 + cashback + billsCashback),
  );
});

test("a bill paid in another tab is refused at the PIN, even by a tab that never heard of it", async ({
  page,
  context,
}) => {
  const confirm =
    "/bills?country=IN&category=electricity&biller=in-tsspdcl&number=110456789&step=confirm";
  // This tab hears nothing from the other (no BroadcastChannel, no storage events), so its screen
  // still offers the PIN: only the ledger can refuse the second payment.
  const deaf = await context.newPage();
  await deaf.addInitScript(() => {
    Object.defineProperty(window, "BroadcastChannel", { value: undefined });
    const listen = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [never, never]) => {
      if (type !== "storage") listen(type, ...rest);
    }) as typeof window.addEventListener;
  });
  await deaf.goto(confirm);
  await expect(deaf.getByRole("button", { name: "Delete last digit" })).toBeVisible();

  await page.goto(confirm);
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bill paid" })).toBeVisible();
  const afterFirst = await balances(page);

  await typePin(deaf);
  await expect(deaf.getByRole("alert")).toHaveText(
    "This bill has already been paid. It can't be paid twice.",
  );
  expect(await balances(page)).toEqual(afterFirst);
});

test("a bill larger than the wallet cannot be paid", async ({ page }) => {
  await page.goto("/bills?country=IN&category=tax&biller=in-income-tax");
  // Find a PAN whose sample bill is above the ₹12,500 in the wallet.
  for (let i = 1000; i < 1100; i++) {
    await page.getByLabel("PAN").fill(`ABCPS${i}K`);
    await page.getByRole("button", { name: "Fetch bill" }).click();
    if (await page.getByText(/less than this payment/).isVisible()) break;
  }
  await expect(page.getByText(/Your wallet holds ₹12,500, less than this payment/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeDisabled();
});

test.describe("at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ["en", "te"]) {
    test(`the category cards of a row are equally tall (${lang})`, async ({ page }) => {
      await page.goto(`/bills?lang=${lang}`);
      const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
      await expect(cards).toHaveCount(7);
      const boxes = await cards.evaluateAll((links) =>
        links.map((link) => {
          const { top, height } = link.getBoundingClientRect();
          return { top: Math.round(top), height: Math.round(height) };
        }),
      );
      // Two cards a row, four rows, and every card as tall as the others.
      expect(new Set(boxes.map((box) => box.top)).size).toBe(4);
      expect(new Set(boxes.map((box) => box.height))).toEqual(new Set([boxes[0]!.height]));
    });
  }
});
