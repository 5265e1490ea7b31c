import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { appOwnsPage, sample, typePin } from "./helpers";

// The ledger lives in IndexedDB: one truth across tabs, every entry kept, entries that cannot be
// read set aside, and a backup that brings everything back.

const SAMPLE_ENTRIES = 8;

function walletBalance(page: Page) {
  return page.getByRole("region", { name: "Total balance" }).getByRole("definition").nth(1);
}

function recent(page: Page) {
  return page.getByRole("region", { name: "Recent transactions" });
}

/** Sends `amount` rupees to a UPI ID from the details step, through the PIN, to the receipt. */
async function sendFromDetails(page: Page, upi: string, amount: number) {
  await page.getByLabel("UPI ID").fill(upi);
  await page.getByLabel("Amount (₹)").fill(String(amount));
  await page.getByRole("button", { name: "Continue" }).click();
  await typePin(page);
  await expect(page).toHaveURL(/\/send-money\/success/);
}

test("two tabs paying one after the other both keep their payment", async ({ page }) => {
  const second = await page.context().newPage();
  await page.goto("/dashboard");
  await expect(walletBalance(page)).toHaveText("₹12,500");
  await second.goto("/send-money/enter-details?type=upi");
  await expect(second.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/send-money/enter-details?type=upi");
  await sendFromDetails(page, "first@upi", 111);
  await page.getByRole("link", { name: "Go to Home" }).click();
  // ₹11 back on the first payment (10%), credited to the wallet.
  await expect(walletBalance(page)).toHaveText("₹12,400");

  // The second tab was never reloaded: it pays against the stored balance.
  await sendFromDetails(second, "second@upi", 222);
  // The first tab hears of it without reloading (a message between tabs, no polling).
  await expect(walletBalance(page)).toHaveText("₹12,178");
  await second.getByRole("link", { name: "Go to Home" }).click();
  await expect(walletBalance(second)).toHaveText("₹12,178");
  for (const tab of [page, second]) {
    const items = recent(tab).getByRole("listitem");
    await expect(items.nth(0)).toContainText("second@upi");
    await expect(items.nth(0)).toContainText("₹222");
    await expect(items.nth(1)).toContainText("SangamPay");
    await expect(items.nth(2)).toContainText("first@upi");
    await expect(items.nth(2)).toContainText("₹111");
  }
  await page.reload();
  await expect(walletBalance(page)).toHaveText("₹12,178");
});

test("two tabs paying the whole wallet at once: one is paid, the other refused", async ({
  page,
}) => {
  const second = await page.context().newPage();
  const confirm = `/send-money/confirm?type=upi&recipient=shop%40upi&amount=${sample.wallet}`;
  for (const tab of [page, second]) {
    await tab.goto(confirm);
    await expect(tab.getByRole("button", { name: "Delete last digit" })).toBeVisible();
  }
  await Promise.all([page.keyboard.type("123456"), second.keyboard.type("123456")]);
  // The paid one's cashback (₹100) may reach the wallet before the other is refused.
  const refusal =
    /^Your wallet holds ₹(0|100), less than this payment\. Add money or enter a smaller amount\.$/;
  const outcomes = await Promise.all(
    [page, second].map(async (tab) => {
      const paid = tab.getByRole("heading", { level: 1, name: /Payment successful/i });
      const refused = tab.getByText(refusal);
      await expect(paid.or(refused)).toBeVisible();
      return (await paid.isVisible()) ? "paid" : "refused";
    }),
  );
  expect(outcomes.sort()).toEqual(["paid", "refused"]);
  await page.goto("/dashboard");
  await expect(walletBalance(page)).toHaveText("₹100");
});

test("a user with a localStorage ledger keeps every entry after the upgrade", async ({ page }) => {
  const earlier = {
    id: "TXN0000000042",
    name: "Earlier Payee",
    amount: { minor: -75_000, currency: "INR" },
    type: "expense",
    category: "transfer",
    date: "2026-11-19T09:00:00.000Z",
    status: "Completed",
    kind: "send",
    recipient: "earlier@upi",
    method: "wallet",
  };
  const older = Array.from({ length: 40 }, (_, i) => ({
    ...earlier,
    id: `TXN00000001${String(i).padStart(2, "0")}`,
    name: `Old Payee ${i}`,
    amount: { minor: -100, currency: "INR" },
    date: new Date(Date.UTC(2026, 7, 1 + i)).toISOString(),
  }));
  const ledger = {
    balances: {
      bank: { minor: 3_845_000, currency: "INR" },
      wallet: { minor: 1_170_000, currency: "INR" },
    },
    transactions: [earlier, ...older],
  };
  await page.addInitScript(
    (value) => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("sangampay-wallet", value);
      }
    },
    JSON.stringify({ state: { session: { phone: "9876543210" }, ledger }, version: 2 }),
  );
  await page.goto("/dashboard");
  await expect(walletBalance(page)).toHaveText("₹11,700");
  await expect(recent(page).getByRole("listitem").first()).toContainText("Earlier Payee");
  expect(await page.evaluate(() => localStorage.getItem("sangampay-wallet"))).toBeNull();

  await page.goto("/profile/data");
  await expect(page.getByText("41 entries in your history")).toBeVisible();
  await expect(page.getByText("Your balances match your history.")).toBeVisible();
  await expect(page.getByText("No entries have been set aside.")).toBeVisible();
  // The oldest entry, far outside what the dashboard reads, still opens its receipt.
  await page.goto(`/transactions/${older[39]!.id}`);
  await expect(page.getByText("Old Payee 39")).toBeVisible();
});

test("an entry corrupted by hand is set aside and listed; the rest and the balances remain", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await expect(walletBalance(page)).toHaveText("₹12,500");
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("sangampay-wallet");
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const tx = open.result.transaction("entries", "readwrite");
          const entries = tx.objectStore("entries");
          const get = entries.get("t3");
          get.onsuccess = () => {
            const record = get.result as { entry: Record<string, unknown> };
            record.entry.amount = "<b>lots</b>";
            entries.put(record);
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
      }),
  );
  await page.goto("/dashboard");
  await expect(walletBalance(page)).toHaveText("₹12,500");
  await expect(recent(page).getByRole("listitem")).toHaveCount(6);
  await expect(recent(page)).not.toContainText("FreshMart");

  await page.goto("/profile/data");
  const setAside = page.getByRole("region", { name: "Set-aside entries" });
  await expect(setAside.getByRole("listitem")).toHaveCount(1);
  await expect(setAside.getByRole("listitem")).toContainText("Entry t3");
  await expect(setAside.getByRole("listitem")).toContainText('"amount":"<b>lots</b>"');
  await expect(page.getByText(`${SAMPLE_ENTRIES - 1} entries in your history`)).toBeVisible();
  await expect(page.getByText("Your balances match your history.")).toBeVisible();
  await expectAccessible(page);
});

test("export, erase and import bring back the same history and balances", async ({ page }) => {
  await page.goto("/send-money/confirm?type=upi&recipient=kept%40upi&amount=750");
  await typePin(page);
  await expect(page).toHaveURL(/\/send-money\/success/);

  await page.goto("/profile/data");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download backup" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sangampay-backup-\d{4}-\d\d-\d\d\.json$/);
  const path = await download.path();
  const backup = JSON.parse(readFileSync(path, "utf8")) as {
    format: string;
    balances: { wallet: { minor: number } };
    entries: { name: string }[];
  };
  expect(backup.format).toBe("sangampay-wallet-backup");
  // The payment and, just after it, its first-payment cashback (₹75).
  expect(backup.balances.wallet.minor).toBe(11_825_00);
  expect(backup.entries).toHaveLength(SAMPLE_ENTRIES + 2);
  expect(backup.entries.map((entry) => entry.name).slice(0, 2)).toEqual(["SangamPay", "kept@upi"]);

  await page.getByRole("button", { name: "Erase all data" }).click();
  await expect(page.getByRole("button", { name: "Keep my data" })).toBeFocused();
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(
    page.getByText("All data erased. The wallet is back on the sample data."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await page.goto("/dashboard");
  await expect(walletBalance(page)).toHaveText("₹12,500");
  await expect(recent(page)).not.toContainText("kept@upi");

  await page.goto("/profile/data");
  await appOwnsPage(page);
  await page.getByLabel("Choose backup file").setInputFiles({
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ hello: "world" })),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "notes.json is not a SangamPay backup. Nothing has been changed.",
  );

  await appOwnsPage(page);
  await page.getByLabel("Choose backup file").setInputFiles(path);
  const preview = page.getByRole("group", { name: /holds$/ });
  await expect(preview.getByRole("definition")).toHaveText([
    String(SAMPLE_ENTRIES + 2),
    /^\d{1,2} \w+ 2026 to \d{1,2} \w+ 2026$/,
    "₹11,825",
    "₹38,450",
    "0",
  ]);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Restore this backup" }).click();
  await expect(page.getByText("Backup restored.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(walletBalance(page)).toHaveText("₹11,825");
  await expect(recent(page).getByRole("listitem").nth(1)).toContainText("kept@upi");
});

test("without IndexedDB the wallet runs in memory and says once that nothing is kept", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "indexedDB", { value: undefined, configurable: true });
  });
  await page.goto("/send-money/confirm?type=upi&recipient=shop%40upi&amount=500");
  await expect(page.getByText("This browser keeps nothing", { exact: true })).toBeVisible();
  await typePin(page);
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(walletBalance(page)).toHaveText("₹12,050");
  await page.getByRole("main").getByRole("link", { name: "Profile" }).click();
  await page.getByRole("link", { name: /^Your data/ }).click();
  await expect(
    page.getByText("This browser keeps nothing: your data lasts until you close this tab."),
  ).toBeVisible();
});
