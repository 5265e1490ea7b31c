import "fake-indexeddb/auto";

import { rupees } from "@repo/ledger/money";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";

import type { PaymentInput } from "../lib/ledger";
import { IdbLedger } from "./idb-ledger";
import type { LedgerBackend } from "./ledger-backend";
import { MemoryLedger } from "./memory-ledger";

const NOW = new Date("2026-11-21T10:00:00+05:30");
const NEXT_WEEK = new Date("2026-11-28T10:00:00+05:30");

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const backends: [string, () => Promise<LedgerBackend>][] = [
  ["IndexedDB", () => IdbLedger.open(NOW)],
  ["memory", () => Promise.resolve(new MemoryLedger())],
];

/** November's electricity bill, as the bills screen puts it, without asking whether it is paid. */
const bill: PaymentInput = {
  kind: "bill",
  recipient: "110456789",
  name: "TSSPDCL Electricity",
  amount: rupees(900),
  bill: { billerId: "in-tsspdcl", billDate: "2026-11-05" },
};

const request: PaymentInput = {
  kind: "request",
  transfer: "upi",
  recipient: "priya.sharma@sangam",
  name: "Priya Sharma",
  amount: rupees(300),
  linkId: "REQ7K2M9QX4TB8D",
};

describe.each(backends)("paid once, as the %s ledger records it", (_name, open) => {
  it("refuses a second payment of the same bill, though no screen checked", async () => {
    const ledger = await open();
    expect((await ledger.pay(bill, NOW)).ok).toBe(true);
    expect(await ledger.pay(bill, new Date(NOW.getTime() + 60_000))).toEqual({
      ok: false,
      refusal: { reason: "bill-paid" },
    });
    expect((await ledger.view()).balances.wallet).toEqual(rupees(12_500 - 900));
    // The next cycle's bill is another bill.
    const december = { ...bill, bill: { billerId: "in-tsspdcl", billDate: "2026-12-05" } };
    expect((await ledger.pay(december, NEXT_WEEK)).ok).toBe(true);
  });

  it("refuses a link paid on an earlier day, not only today", async () => {
    const ledger = await open();
    expect((await ledger.pay(request, NOW)).ok).toBe(true);
    expect(await ledger.pay(request, NEXT_WEEK)).toEqual({
      ok: false,
      refusal: { reason: "link-paid" },
    });
  });
});

describe("paid once, across tabs", () => {
  it("lets only one of two tabs pay the same bill", async () => {
    const [a, b] = [await IdbLedger.open(NOW), await IdbLedger.open(NOW)];
    const outcomes = await Promise.all([a.pay(bill, NOW), b.pay(bill, NOW)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, refusal: { reason: "bill-paid" } });
    expect((await b.view()).balances.wallet).toEqual(rupees(12_500 - 900));
  });
});
