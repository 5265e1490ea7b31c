import "fake-indexeddb/auto";

import { FIRST_PAYMENT_CASHBACK_ID } from "@repo/ledger/cashback";
import { inr, rupees } from "@repo/ledger/money";
import { balances } from "@repo/mock-data/balances";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";

import { IdbLedger } from "./idb-ledger";
import type { LedgerBackend } from "./ledger-backend";
import { MemoryLedger } from "./memory-ledger";

const NOW = new Date("2026-11-21T10:00:00+05:30");
const LATER = new Date("2026-11-21T10:05:00+05:30");

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const backends: [string, () => Promise<LedgerBackend>][] = [
  ["IndexedDB", () => IdbLedger.open(NOW)],
  ["memory", () => Promise.resolve(new MemoryLedger())],
];

describe.each(backends)("first-payment cashback (%s)", (_name, open) => {
  it("credits nothing before the first payment", async () => {
    const ledger = await open();
    expect(await ledger.creditFirstPayment(NOW)).toBe(false);
    expect((await ledger.view()).balances.wallet).toEqual(balances.wallet);
  });

  it("credits 10% of the first payment to the wallet once, as a cashback entry", async () => {
    const ledger = await open();
    const paid = await ledger.pay(
      { kind: "mobile", recipient: "9812345670", amount: rupees(500) },
      NOW,
    );
    expect(paid.ok).toBe(true);
    expect(await ledger.creditFirstPayment(LATER)).toBe(true);
    // A reload or a second tab asks again: nothing more.
    expect(await ledger.creditFirstPayment(LATER)).toBe(false);
    // A ₹2,000 bill is no first payment, but earns BILLS5 (5%, up to ₹50): a line of its own, once.
    const bill = await ledger.pay(
      { kind: "bill", recipient: "1234567890", amount: rupees(2000) },
      LATER,
    );
    expect(await ledger.creditFirstPayment(LATER)).toBe(true);
    expect(await ledger.creditFirstPayment(LATER)).toBe(false);

    const view = await ledger.view();
    expect(view.balances.wallet).toEqual(
      inr(balances.wallet.minor - 500_00 + 50_00 - 2000_00 + 50_00),
    );
    const credits = (await ledger.history({})).filter((entry) => entry.category === "cashback");
    expect(credits).toEqual([
      expect.objectContaining({
        id: `CASHBACK-BILLS-5-${bill.ok ? bill.payment.id : ""}`,
        amount: rupees(50),
        note: "BILLS5",
        kind: "cashback",
      }),
      expect.objectContaining({
        id: FIRST_PAYMENT_CASHBACK_ID,
        amount: rupees(50),
        type: "income",
        kind: "cashback",
      }),
    ]);
    expect((await ledger.health()).balances).toEqual({ ok: true });
  });

  it("counts a first payment sent abroad: 10% of the amount sent, not of its fee", async () => {
    const ledger = await open();
    const abroad = await ledger.pay(
      {
        kind: "international",
        transfer: "international",
        recipient: "+260971234567",
        name: "Mwila Banda",
        amount: rupees(500),
        crossBorder: {
          country: "ZM",
          receive: { minor: 155_46, currency: "ZMW" },
          rate: 310_937,
          midRate: 312_500,
          marginBps: 50,
          delivery: "mobileMoney",
          network: "Airtel",
        },
      },
      NOW,
    );
    expect(abroad.ok).toBe(true);
    expect((await ledger.view()).firstPayment?.kind).toBe("international");
    expect(await ledger.creditFirstPayment(LATER)).toBe(true);
    // ₹500 + the ₹7.50 fee left the wallet; ₹50 came back.
    expect((await ledger.view()).balances.wallet).toEqual(
      inr(balances.wallet.minor - 507_50 + 50_00),
    );
    expect(
      (await ledger.history({})).find((e) => e.id === FIRST_PAYMENT_CASHBACK_ID),
    ).toMatchObject({ amount: rupees(50), kind: "cashback" });
  });

  it("credits nothing for a first payment under the offer's minimum", async () => {
    const ledger = await open();
    await ledger.pay({ kind: "mobile", recipient: "9812345670", amount: rupees(99) }, NOW);
    expect(await ledger.creditFirstPayment(LATER)).toBe(false);
  });
});

describe("history", () => {
  it("reads a time range through the time index, newest first", async () => {
    const ledger = await IdbLedger.open(NOW);
    const all = await ledger.history({});
    expect(all.length).toBeGreaterThan(2);
    const from = Date.parse(all[2]!.date);
    const to = Date.parse(all[1]!.date);
    expect((await ledger.history({ from, to })).map((entry) => entry.id)).toEqual([
      all[1]!.id,
      all[2]!.id,
    ]);
  });
});
