import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import { layoutShiftScore } from "@repo/e2e/fonts";

import { appOwnsPage, balances, NOW, rupees, sample, toastTitled, typePin } from "./helpers";

/**
 * The whole history: the bottom navigation, /transactions (by day, search, filters, totals),
 * any entry's receipt with its PDF, statements, insights, and the first-payment cashback.
 */

/** Pays through send money's confirm step and returns the transaction id. */
async function pay(page: Page, query: string) {
  await page.goto(`/send-money/confirm?${query}`);
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  return new URL(page.url()).searchParams.get("txn")!;
}

const rows = (page: Page) => page.locator("[data-history-row]");
const summary = (page: Page) => page.getByRole("heading", { level: 2, name: / from / });
const shownCount = (page: Page) => page.getByRole("status").filter({ hasText: /transactions?/ });

// The wallet's days are India's, wherever the tests run.
test.use({ timezoneId: "Asia/Kolkata" });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test.describe("bottom navigation", () => {
  test("the main screens share it, with the current one marked; step screens leave it out", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "History", "Scan & Pay", "Profile"]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "History" })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );

    // By keyboard: focus the History tab and press Enter.
    await nav.getByRole("link", { name: "History" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }),
    ).toHaveAttribute("aria-current", "page");

    for (const path of ["/profile", "/rewards", "/insights"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
    for (const path of [
      "/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=5",
      "/transactions/t1",
      "/login",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    }
  });

  test("the dashboard's recent list has See all, to the history", async ({ page }) => {
    await page.goto("/dashboard");
    await page
      .getByRole("region", { name: "Recent transactions" })
      .getByRole("link", { name: "See all" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  });
});

test.describe("/transactions", () => {
  test("a payment is on top under Today and opens its receipt, whose PDF is a PDF", async ({
    page,
  }) => {
    // ₹50 is under the first-payment offer's minimum: no cashback entry above it.
    const id = await pay(page, "type=upi&recipient=priya%40okaxis&amount=50&note=Tea");
    await page.goto("/transactions");
    const headings = page.getByTestId("history-scroller").getByRole("heading", { level: 2 });
    await expect(headings.first()).toHaveText("Today");
    await expect(headings.nth(1)).toHaveText("Yesterday");
    await expect(headings.nth(2)).toHaveText("19 Nov 2026");
    const first = rows(page).first();
    await expect(first).toContainText("priya@okaxis");
    await expect(first).toContainText("10:00 am");
    await expect(first).toContainText("Tea");
    await expect(first).toContainText("−₹50");
    await expectAccessible(page);

    await first.click();
    await expect(page).toHaveURL(`/transactions/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`sangampay-receipt-${id}.pdf`);
    const pdf = await readFile(await download.path(), "latin1");
    expect(pdf.startsWith("%PDF")).toBe(true);
    expect(pdf).toContain(id);
    await expect(toastTitled(page, "Receipt downloaded")).toBeVisible();
    // The toast leaves the receipt's buttons usable.
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an entry of the sample history has a receipt too, and Share copies it", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/transactions");
    await rows(page).filter({ hasText: "FreshMart Groceries" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Money sent" })).toBeVisible();
    const details = page.getByRole("region", { name: "Payment details" });
    await expect(details).toContainText("₹2,340");
    await expect(details).toContainText("Shopping");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(toastTitled(page, "Receipt copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("FreshMart Groceries");
    expect(copied).toContain("₹2,340");
  });

  test("search narrows the list to a payee, by name, UPI ID or amount", async ({ page }) => {
    await page.goto("/transactions");
    await expect(shownCount(page)).toContainText("8 transactions");
    const search = page.getByRole("searchbox", { name: "Search transactions" });
    await search.fill("rahul");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("Rahul Verma");
    await expect(shownCount(page)).toContainText("1 transaction");
    await expect(page).toHaveURL(/q=rahul/);

    await search.fill("2,340");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("FreshMart Groceries");

    await search.fill("nobody at all");
    await expect(page.getByText("No transactions match.", { exact: false })).toBeVisible();
  });

  test("filtering to bills shows only bills, with their total; the filter is in the URL", async ({
    page,
  }) => {
    await page.goto("/transactions");
    await page.getByText("Filters").click();
    await page.getByLabel("Type").selectOption({ label: "Bills" });
    await expect(page).toHaveURL(/type=bill/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("TSSPDCL Electricity");
    await expect(shownCount(page)).toContainText("Out ₹1,875");
    await expect(shownCount(page)).toContainText("In ₹0");
    await expectAccessible(page);

    // Reloaded, the filter holds; a bad value in the URL is ignored, not an error.
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await page.goto("/transactions?type=gifts&dir=sideways&from=2026-99-01");
    await expect(shownCount(page)).toContainText("8 transactions");

    // Received, from 17 to 20 November.
    await page.goto("/transactions?dir=received&from=2026-11-17&to=2026-11-20");
    await expect(rows(page)).toHaveText([/Salary/, /Anjali Reddy/]);
    await expect(shownCount(page)).toContainText(`In ${rupees(65_850)}`);
    // From after To: said, and not applied.
    await page.goto("/transactions?from=2026-11-20&to=2026-11-17");
    await expect(page.getByRole("alert")).toContainText("The From date is after the To date");
    await expect(shownCount(page)).toContainText("8 transactions");
  });

  test("the list draws no more than a screenful of rows of a long history", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Two thousand payments, one an hour, restored from a backup file.
    const entries = Array.from({ length: 2000 }, (_, i) => {
      const date = new Date(NOW.getTime() - (i + 1) * 3_600_000).toISOString();
      return {
        id: `TXN${String(9_000_000_000 + i)}`,
        name: `Payee ${i % 40}`,
        amount: { minor: -(100 + i) * 100, currency: "INR" },
        type: "expense",
        category: "transfer",
        date,
        status: "Completed",
      };
    });
    const wallet = {
      bank: { minor: 100_000, currency: "INR" },
      wallet: { minor: 50_000, currency: "INR" },
    };
    const backup = {
      format: "sangampay-wallet-backup",
      version: 1,
      exportedAt: NOW.toISOString(),
      balances: wallet,
      opening: wallet,
      entries,
      setAside: [],
    };
    await page.goto("/profile/data");
    await appOwnsPage(page);
    await page.getByLabel("Choose backup file").setInputFiles({
      name: "long.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(backup)),
    });
    await page.getByRole("button", { name: "Restore this backup" }).click();
    await expect(page.getByText("Backup restored.")).toBeVisible();

    await page.goto("/transactions");
    await expect(shownCount(page)).toContainText("2,000 transactions");
    const scroller = page.getByTestId("history-scroller");
    const height = await scroller.evaluate((element) => element.clientHeight);
    const drawn = async () =>
      (await rows(page).count()) + (await scroller.getByRole("heading").count());
    // Rows are at least 40 px high; four more either side are drawn for smooth scrolling.
    const screenful = Math.ceil(height / 40) + 8;
    expect(await drawn()).toBeLessThanOrEqual(screenful);
    // Scrolled far down, the rows there are drawn, and still only a screenful.
    await scroller.evaluate((element) => element.scrollTo({ top: 60_000 }));
    await expect(rows(page).filter({ hasText: "Payee" }).first()).toBeVisible();
    expect(await drawn()).toBeLessThanOrEqual(screenful);
    await expect(rows(page).first()).not.toContainText("₹100");
  });
});

/**
 * Holds back the reading of the whole history (the ledger's time index read without a range:
 * `history({})`), until the returned function is called: what a screen draws from the entries its
 * loader already read.
 */
async function holdTheHistory(page: Page) {
  await page.addInitScript(() => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    (window as unknown as { releaseHistory: () => void }).releaseHistory = release;
    // Called below with its own index as `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const getAll = IDBIndex.prototype.getAll;
    IDBIndex.prototype.getAll = function (query, count) {
      const request = getAll.call(this, query, count);
      if (this.name !== "at" || query != null) return request;
      const listen = request.addEventListener.bind(request);
      request.addEventListener = (type: string, listener: EventListener, options?: unknown) =>
        listen(type, (event) => void released.then(() => listener(event)), options as never);
      return request;
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { releaseHistory: () => void }).releaseHistory());
}

test.describe("statements", () => {
  test("drawn from the entries the screen opened with, never '0 transactions' while the history is read", async ({
    page,
  }) => {
    const release = await holdTheHistory(page);
    await page.goto("/transactions/statement");
    await expect(page.getByLabel("Month", { exact: true })).toHaveValue("2026-11");
    await expect(summary(page)).toHaveText("8 transactions from 1 Nov 2026 to 30 Nov 2026");
    await expect(page.getByText("Money in: ₹69,850 · Money out: ₹5,894")).toBeVisible();
    await expect(page.getByRole("button", { name: "Download CSV" })).toBeEnabled();
    await release();
    await expect(summary(page)).toHaveText("8 transactions from 1 Nov 2026 to 30 Nov 2026");
  });

  test("a month's statement downloads as CSV with its rows, and as a PDF", async ({ page }) => {
    await page.goto("/transactions");
    await page.getByRole("link", { name: "Statement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Statement" })).toBeVisible();
    await expect(page.getByLabel("Month", { exact: true })).toHaveValue("2026-11");
    await expect(summary(page)).toHaveText("8 transactions from 1 Nov 2026 to 30 Nov 2026");
    await expectAccessible(page);

    const csvDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe("sangampay-statement-2026-11-01-to-2026-11-30.csv");
    const lines = (await readFile(await csv.path(), "utf8")).replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe("Date,Description,Type,Note,Transaction ID,Amount (INR)");
    expect(lines.slice(1, -1)).toEqual([
      "2026-11-08 21:00,Chanda Mwila,Transfer,,t8,4000.00",
      "2026-11-12 08:20,Airtel Prepaid Recharge,Recharge,,t7,-299.00",
      "2026-11-16 16:45,Chai Point,Food and drink,,t6,-180.00",
      "2026-11-17 20:10,Anjali Reddy,Transfer,,t5,850.00",
      "2026-11-18 11:30,TSSPDCL Electricity,Bills,,t4,-1875.00",
      "2026-11-19 19:15,FreshMart Groceries,Shopping,,t3,-2340.00",
      "2026-11-20 09:05,Salary: Sangam Tech Pvt Ltd,Salary,,t2,65000.00",
      "2026-11-20 18:42,Rahul Verma,Transfer,,t1,-1200.00",
    ]);
    expect(lines.at(-1)).toBe("");

    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const pdf = await readFile(await (await pdfDownload).path(), "latin1");
    expect(pdf.startsWith("%PDF")).toBe(true);
    expect(pdf).toContain("FreshMart Groceries");
  });

  test("a range of days, and a range that cannot be", async ({ page }) => {
    await page.goto("/transactions/statement");
    await page.getByRole("radio", { name: "Dates" }).check();
    await page.getByLabel("From", { exact: true }).fill("2026-11-18");
    await page.getByLabel("To", { exact: true }).fill("2026-11-19");
    await expect(summary(page)).toHaveText("2 transactions from 18 Nov 2026 to 19 Nov 2026");
    await page.getByLabel("From", { exact: true }).fill("2026-11-20");
    await expect(page.getByRole("alert")).toHaveText(
      "The From date is after the To date. Change one of them.",
    );
    await expect(page.getByRole("button", { name: "Download CSV" })).toHaveCount(0);
  });
});

test.describe("insights", () => {
  test("the month's card is drawn from the entries the screen opened with, before the whole history is read", async ({
    page,
  }) => {
    const release = await holdTheHistory(page);
    await page.goto("/insights");
    const month = page.getByRole("region", { name: "Spent in November 2026" });
    await expect(month).toContainText(sample.spent);
    await expect(month).toContainText("Nothing was spent in October 2026");
    await expect(page.getByRole("table").getByRole("row").nth(1)).toHaveText(
      /Shopping\s*₹2,340\s*40%/,
    );
    await expect(page.getByRole("main")).not.toHaveAttribute("aria-busy");
    await release();
    await expect(month).toContainText(sample.spent);
  });

  test("opened directly, the screen does not jump while the history is read", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/insights");
    // The history is read: the screen is no longer busy and shows the month's table and payees.
    await expect(page.getByRole("main")).not.toHaveAttribute("aria-busy");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("region", { name: "Top payees" })).toBeVisible();
    // Lighthouse calls a cumulative layout shift under 0.1 good.
    expect(await layoutShiftScore(page)).toBeLessThan(0.1);
  });

  test("spending by category as a named chart and a table, the change, top payees", async ({
    page,
  }) => {
    await page.goto("/insights");
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Spent in November 2026" })).toContainText(
      sample.spent,
    );
    await expect(page.getByRole("region", { name: "Spent in November 2026" })).toContainText(
      "Nothing was spent in October 2026",
    );
    await expect(
      page.getByRole("img", { name: /^Spending by category in November 2026: Shopping ₹2,340/ }),
    ).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(6);
    await expect(table.getByRole("row").nth(1)).toHaveText(/Shopping\s*₹2,340\s*40%/);
    const payees = page.getByRole("region", { name: "Top payees" }).getByRole("listitem");
    await expect(payees.first()).toContainText("FreshMart Groceries");
    await expectAccessible(page);
  });
});

test.describe("first-payment cashback", () => {
  test("is credited to the wallet once, and listed as cashback", async ({ page, context }) => {
    await pay(page, "type=upi&recipient=priya%40okaxis&amount=500");
    expect(await balances(page)).toEqual({ bank: sample.bank, wallet: sample.wallet - 500 + 50 });

    // Another tab, a reload and a second payment add nothing more.
    const other = await context.newPage();
    await other.clock.setFixedTime(NOW);
    await other.goto("/rewards");
    await expect(other.getByText(/You earned ₹50 on your first payment/)).toBeVisible();
    await other.close();
    await page.reload();
    await pay(page, "type=upi&recipient=priya%40okaxis&amount=200");
    expect(await balances(page)).toEqual({
      bank: sample.bank,
      wallet: sample.wallet - 500 + 50 - 200,
    });

    await page.goto("/transactions?type=cashback");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("SangamPay");
    await expect(rows(page)).toContainText("+₹50");
    await rows(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cashback received" })).toBeVisible();
  });
});
