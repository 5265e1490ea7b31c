import type { Page } from "@playwright/test";

import {
  businessDatabaseName,
  draftPrefix,
  ledgerDatabaseName,
  localStorageNames,
} from "../src/lib/storage-names";
import { signUpBusiness } from "./business-helpers";
import { typePin } from "./helpers";
import { DEFAULT_PIN, expect, test } from "./signed-in";

// "Erase all data" says "Erase everything?": afterwards nothing of the account's money or activity
// is left in the browser, whichever kind of storage kept it; only this device's sign-in and
// settings stay.

test.use({ account: { phone: "9812345678" } });

const SAMPLE_ENTRIES = 8;

type Kept = {
  databases: Record<string, Record<string, unknown[]>>;
  local: Record<string, string>;
  session: Record<string, string>;
};

/** Everything the page's origin keeps: every IndexedDB database's records, both storages. */
function everything(page: Page): Promise<Kept> {
  return page.evaluate(async () => {
    const databases: Kept["databases"] = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`${name} did not open`));
      });
      const stores: Record<string, unknown[]> = {};
      for (const store of Array.from(db.objectStoreNames)) {
        stores[store] = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
        });
      }
      db.close();
      databases[name] = stores;
    }
    return { databases, local: { ...localStorage }, session: { ...sessionStorage } };
  });
}

test("Erase all data leaves no record of the account's money or activity", async ({ page }) => {
  // A payment, a business with its book, and (kept by their own screens' stores) a request, a
  // split, the identity check, the other country's ledger and an unfinished payment's draft.
  await page.goto("/send-money/confirm?type=upi&recipient=kept%40upi&amount=750");
  await typePin(page, DEFAULT_PIN);
  await expect(page).toHaveURL(/\/send-money\/success/);
  await signUpBusiness(page);
  await page.evaluate(
    async ({ names, zambia, draft }) => {
      localStorage.setItem(
        names.requests,
        JSON.stringify({
          state: {
            requests: [{ id: "REQ1", amount: 50000, note: "Rent" }],
            splits: [{ id: "SPL1", title: "Dinner" }],
          },
          version: 1,
        }),
      );
      localStorage.setItem(
        names.accounts,
        JSON.stringify({
          state: {
            accounts: {
              "9812345678": {
                since: "2026-01-01T00:00:00.000Z",
                kyc: { idType: "pan", last4: "234F", verifiedAt: "2026-01-02T00:00:00.000Z" },
              },
            },
          },
          version: 1,
        }),
      );
      sessionStorage.setItem(`${draft}send`, "9812345670");
      await new Promise<void>((resolve) => {
        const request = indexedDB.open(zambia, 1);
        request.onupgradeneeded = () => request.result.createObjectStore("entries");
        request.onsuccess = () => {
          const tx = request.result.transaction("entries", "readwrite");
          tx.objectStore("entries").put({ name: "Mutale" }, "one");
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
        };
      });
    },
    { names: localStorageNames, zambia: ledgerDatabaseName("ZM"), draft: draftPrefix },
  );
  const before = await everything(page);
  expect(Object.keys(before.databases).sort()).toEqual(
    [ledgerDatabaseName("IN"), ledgerDatabaseName("ZM"), businessDatabaseName].sort(),
  );
  expect(before.local).toHaveProperty(localStorageNames.businessProfile);

  await page.goto("/profile/data");
  await page.getByRole("button", { name: "Erase all data" }).click();
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(
    page.getByText("All data erased. The wallet is back on the sample data."),
  ).toBeVisible();

  const after = await everything(page);
  // This country's ledger is the sample again; the other country's is gone; the book is empty.
  expect(Object.keys(after.databases)).not.toContain(ledgerDatabaseName("ZM"));
  const ledger = after.databases[ledgerDatabaseName("IN")]!;
  expect(ledger.entries).toHaveLength(SAMPLE_ENTRIES);
  expect(JSON.stringify(ledger)).not.toContain("kept@upi");
  for (const records of Object.values(after.databases[businessDatabaseName] ?? {})) {
    expect(records).toEqual([]);
  }
  // Only the device's sign-in and settings stay, and the account record the screen reopens
  // today, with no identity check.
  expect(
    Object.keys(after.local).filter(
      (key) =>
        ![
          localStorageNames.session,
          localStorageNames.settings,
          localStorageNames.accounts,
        ].includes(key as never),
    ),
  ).toEqual([]);
  expect(after.local[localStorageNames.accounts] ?? "").not.toContain("234F");
  expect(Object.keys(after.session).filter((key) => key.startsWith(draftPrefix))).toEqual([]);

  // What the screens say: signed in still, business mode off, the sample balance.
  await page.goto("/business");
  await expect(page).toHaveURL(/\/business\/signup$/);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("region", { name: "Total balance" }).getByRole("definition").nth(1),
  ).toHaveText("₹12,500");
});
