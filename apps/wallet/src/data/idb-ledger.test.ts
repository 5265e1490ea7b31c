import "fake-indexeddb/auto";

import { fromMajor, inr, rupees, zmw } from "@repo/ledger/money";
import { balances } from "@repo/mock-data/balances";
import { transactions } from "@repo/mock-data/transactions";
import { balances as zambianBalances } from "@repo/mock-data/zambia/balances";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { beforeEach, describe, expect, it } from "vitest";

import { parseBackup } from "./backup";
import { DB_NAME, IdbLedger } from "./idb-ledger";
import { LEGACY_STORAGE_KEY } from "./legacy-storage";

const NOW = new Date("2026-11-21T10:00:00+05:30");
const seedWallet = balances.wallet;
const seedBank = balances.bank;

beforeEach(() => {
  // A fresh, empty browser database for every test.
  globalThis.indexedDB = new IDBFactory();
});

const paid = {
  id: "TXN0000000042",
  name: "Rahul Verma",
  amount: rupees(-500),
  type: "expense",
  category: "transfer",
  date: "2026-11-21T09:00:00.000Z",
  status: "Completed",
  kind: "send",
  recipient: "9812345670",
  method: "wallet",
};

function storeLegacy(ledger: unknown, version: number) {
  localStorage.setItem(
    LEGACY_STORAGE_KEY,
    JSON.stringify({ state: { session: { phone: "9876543210" }, ledger }, version }),
  );
}

describe("first start", () => {
  it("starts a new visitor on the sample data", async () => {
    const view = await (await IdbLedger.open(NOW)).view();
    expect(view.balances).toEqual({ bank: seedBank, wallet: seedWallet });
    expect(view.recent.map((t) => t.id)).toEqual(transactions.map((t) => t.id));
    expect(view.firstPayment).toBeNull();
  });

  it("moves a version-2 localStorage ledger over entry by entry and removes it", async () => {
    const sample = transactions;
    const broken = { ...sample[3], amount: "lots" };
    storeLegacy(
      {
        balances: { bank: rupees(38_450), wallet: rupees(12_000) },
        transactions: [paid, ...sample.slice(0, 3), broken, ...sample.slice(4)],
      },
      2,
    );
    const ledger = await IdbLedger.open(NOW);
    const view = await ledger.view();
    expect(view.balances).toEqual({ bank: rupees(38_450), wallet: rupees(12_000) });
    expect(view.recent.map((t) => t.id)).toEqual([
      paid.id,
      ...sample.filter((t) => t.id !== broken.id).map((t) => t.id),
    ]);
    expect(view.firstPayment?.id).toBe(paid.id);
    const health = await ledger.health();
    expect(health.entries).toBe(sample.length);
    expect(health.setAside).toEqual([
      { id: broken.id, raw: broken, setAsideAt: NOW.toISOString() },
    ]);
    expect(health.balances).toEqual({ ok: true });
    expect(localStorage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
  });

  it("converts a version-1 ledger of whole rupees to paise", async () => {
    storeLegacy(
      {
        balances: { bank: 38_450, wallet: 12_000 },
        transactions: [{ ...paid, amount: -500 }, ...transactions],
      },
      1,
    );
    const view = await (await IdbLedger.open(NOW)).view();
    expect(view.balances).toEqual({ bank: rupees(38_450), wallet: rupees(12_000) });
    expect(view.recent).toHaveLength(transactions.length + 1);
    expect(view.recent[0]).toMatchObject({ id: paid.id, amount: rupees(-500) });
  });

  it("keeps more than the old 200-entry cap", async () => {
    const many = Array.from({ length: 450 }, (_, i) => ({
      ...paid,
      id: `TXN${String(i).padStart(10, "0")}`,
      date: new Date(NOW.getTime() - i * 86_400_000).toISOString(),
    }));
    storeLegacy({ balances: { bank: seedBank, wallet: seedWallet }, transactions: many }, 2);
    const ledger = await IdbLedger.open(NOW);
    expect((await ledger.health()).entries).toBe(450);
    // The screens get the newest month, not everything.
    expect((await ledger.view()).recent.length).toBeLessThan(450);
    expect((await ledger.entry(many[449]!.id))?.id).toBe(many[449]!.id);
  });
});

describe("a wallet kept by version 1 of the database", () => {
  /** Version 1 as it was: the same stores, no `once` index, kinds as the wallet then wrote them. */
  async function storeVersion1(entries: Record<string, unknown>[]) {
    const db = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("balances");
        const store = db.createObjectStore("entries", { keyPath: "id" });
        store.createIndex("at", "at");
        store.createIndex("kindAt", ["kind", "at"]);
        db.createObjectStore("setAside", { autoIncrement: true });
        db.createObjectStore("meta");
      },
    });
    const opening = { bank: seedBank, wallet: rupees(12_500 + 300 + 1_015) };
    await db.put("balances", { bank: seedBank, wallet: seedWallet }, "current");
    await db.put("balances", opening, "opening");
    for (const entry of entries) {
      await db.put("entries", {
        id: entry.id,
        at: Date.parse(entry.date as string),
        kind: entry.kind,
        entry,
      });
    }
    db.close();
  }

  it("reads its kinds as today's and still refuses a link it paid", async () => {
    const linkPaid = {
      ...paid,
      id: "TXN0000000041",
      kind: "send",
      transfer: "upi",
      recipient: "priya.sharma@sangam",
      amount: rupees(-300),
      linkId: "REQ7K2M9QX4TB8D",
      date: "2026-11-01T09:00:00.000Z",
    };
    const abroad = {
      ...paid,
      id: "TXN0000000040",
      kind: "cross-border",
      transfer: "international",
      amount: rupees(-1_015),
      fee: rupees(15),
      date: "2026-10-30T09:00:00.000Z",
    };
    await storeVersion1([linkPaid, abroad]);
    const ledger = await IdbLedger.open(NOW);
    const view = await ledger.view();
    expect(view.recent.slice(0, 2).map((e) => [e.id, e.kind])).toEqual([
      ["TXN0000000041", "request"],
      ["TXN0000000040", "international"],
    ]);
    // The oldest payment, found through the kind index under its new kind.
    expect(view.firstPayment?.id).toBe("TXN0000000040");
    const again = {
      kind: "request" as const,
      recipient: "priya.sharma@sangam",
      amount: rupees(300),
      linkId: "REQ7K2M9QX4TB8D",
    };
    expect(await ledger.pay(again, NOW)).toEqual({ ok: false, refusal: { reason: "link-paid" } });
    expect((await ledger.health()).balances).toEqual({ ok: true });
  });
});

describe("a payment", () => {
  const send = (amount: number) => ({
    kind: "upi" as const,
    recipient: "a@bank",
    amount: rupees(amount),
  });

  it("re-reads the stored balance, so two tabs never overwrite each other", async () => {
    const first = await IdbLedger.open(NOW);
    const second = await IdbLedger.open(NOW);
    await first.view();
    await second.view();
    expect((await first.pay(send(111), NOW)).ok).toBe(true);
    expect((await second.pay(send(222), new Date(NOW.getTime() + 1000))).ok).toBe(true);
    for (const tab of [first, second]) {
      const view = await tab.view();
      expect(view.balances.wallet).toEqual(rupees(12_167));
      expect(view.recent.slice(0, 2).map((t) => t.amount)).toEqual([rupees(-222), rupees(-111)]);
    }
  });

  it("lets only one of two payments of the whole balance through", async () => {
    const [a, b] = [await IdbLedger.open(NOW), await IdbLedger.open(NOW)];
    const outcomes = await Promise.all([a.pay(send(12_500), NOW), b.pay(send(12_500), NOW)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({
      ok: false,
      refusal: { reason: "insufficient", account: "wallet", balance: inr(0) },
    });
    expect((await a.view()).balances.wallet).toEqual(inr(0));
  });

  it("counts today's earlier payments against the daily limit", async () => {
    const ledger = await IdbLedger.open(NOW);
    // ₹10,00,000 today: ten top-ups by card, ten payments of the per-payment limit.
    for (let i = 0; i < 10; i += 1) {
      const card = { kind: "add-money" as const, recipient: "card", method: "card" as const };
      expect((await ledger.pay({ ...card, amount: rupees(100_000) }, NOW)).ok).toBe(true);
      expect((await ledger.pay(send(100_000), NOW)).ok).toBe(true);
    }
    expect(await ledger.pay(send(1), NOW)).toMatchObject({
      ok: false,
      refusal: { reason: "over-daily-limit" },
    });
  });
});

describe("payments through payment links", () => {
  it("are found by link id from a given time on, and kept through a reopen", async () => {
    const ledger = await IdbLedger.open(NOW);
    const link = {
      kind: "request" as const,
      recipient: "priya.sharma@sangam",
      amount: rupees(300),
    };
    const paid = await ledger.pay({ ...link, linkId: "REQ000000000001" }, NOW);
    await ledger.pay({ ...link, kind: "upi", recipient: "a@bank" }, NOW);
    expect(paid.ok).toBe(true);
    const found = await (await IdbLedger.open(NOW)).linkPayments(NOW.getTime() - 60_000);
    expect([...found.keys()]).toEqual(["REQ000000000001"]);
    expect(found.get("REQ000000000001")).toMatchObject({
      id: paid.ok ? paid.payment.id : "",
      linkId: "REQ000000000001",
      amount: rupees(-300),
    });
    expect((await ledger.linkPayments(NOW.getTime() + 1)).size).toBe(0);
  });

  it("lets only one of two tabs pay the same link", async () => {
    const [a, b] = [await IdbLedger.open(NOW), await IdbLedger.open(NOW)];
    const input = {
      kind: "request" as const,
      recipient: "priya.sharma@sangam",
      amount: rupees(300),
      linkId: "REQ000000000002",
    };
    const outcomes = await Promise.all([a.pay(input, NOW), b.pay(input, NOW)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, refusal: { reason: "link-paid" } });
    expect((await a.view()).balances.wallet).toEqual(rupees(12_500 - 300));
  });
});

describe("recovery", () => {
  async function corrupt(id: string, change: (record: { entry: Record<string, unknown> }) => void) {
    const db = await openDB(DB_NAME);
    const record = (await db.get("entries", id)) as { entry: Record<string, unknown> };
    change(record);
    await db.put("entries", record);
    db.close();
  }

  it("sets a corrupt entry aside, keeps the others and the balances", async () => {
    const ledger = await IdbLedger.open(NOW);
    await corrupt("t3", (record) => {
      record.entry.amount = "lots";
    });
    const view = await ledger.view();
    expect(view.recent.map((t) => t.id)).toEqual(
      transactions.filter((t) => t.id !== "t3").map((t) => t.id),
    );
    expect(view.balances).toEqual({ bank: seedBank, wallet: seedWallet });
    const health = await ledger.health();
    expect(health.setAside).toMatchObject([{ id: "t3", raw: { id: "t3", amount: "lots" } }]);
    expect(health.balances).toEqual({ ok: true });
  });

  it("reports balances that no longer match the entries, without changing them", async () => {
    const ledger = await IdbLedger.open(NOW);
    const outcome = await ledger.pay({ kind: "upi", recipient: "x", amount: rupees(500) }, NOW);
    if (!outcome.ok) throw new Error("refused");
    await corrupt(outcome.payment.id, (record) => {
      record.entry.kind = "teleport";
    });
    const health = await ledger.health();
    expect(health.setAside).toHaveLength(1);
    expect(health.balances).toEqual({
      ok: false,
      kept: { bank: seedBank, wallet: rupees(12_000) },
      fromEntries: { bank: seedBank, wallet: seedWallet },
    });
    expect((await ledger.view()).balances.wallet).toEqual(rupees(12_000));
  });
});

describe("backup", () => {
  it("exports, erases and restores the same history and balances", async () => {
    const ledger = await IdbLedger.open(NOW);
    await ledger.pay({ kind: "upi", recipient: "x", amount: rupees(750) }, NOW);
    const before = await ledger.view();
    const text = JSON.stringify(await ledger.backup(NOW));
    await ledger.erase();
    expect((await ledger.view()).balances.wallet).toEqual(seedWallet);
    const backup = parseBackup(text);
    if (!backup) throw new Error("not a backup");
    await ledger.restore(backup);
    expect(await ledger.view()).toEqual(before);
  });

  it.each([
    ["not JSON", "{oops"],
    ["some other JSON", JSON.stringify({ hello: "world" })],
    ["an old wallet value", JSON.stringify({ state: { ledger: {} }, version: 2 })],
  ])("refuses %s", (_label, text) => {
    expect(parseBackup(text)).toBeNull();
  });

  it("refuses a backup with a broken entry or a repeated id", async () => {
    const backup = await (await IdbLedger.open(NOW)).backup(NOW);
    const [first] = backup.entries;
    expect(parseBackup(JSON.stringify(backup))).not.toBeNull();
    expect(
      parseBackup(JSON.stringify({ ...backup, entries: [{ ...first, amount: 5 }] })),
    ).toBeNull();
    expect(parseBackup(JSON.stringify({ ...backup, entries: [first, first] }))).toBeNull();
  });
});

describe("a Zambian account's ledger", () => {
  const kwacha = (major: number) => fromMajor(major, "ZMW");

  it("is a database of its own, started on the Zambian sample, that keeps kwacha payments", async () => {
    const zambian = await IdbLedger.open(NOW, "ZM");
    const indian = await IdbLedger.open(NOW);
    expect((await zambian.view()).balances).toEqual(zambianBalances);
    const outcome = await zambian.pay(
      { kind: "mobile", recipient: "966123456", amount: kwacha(250), method: "wallet" },
      NOW,
    );
    expect(outcome.ok).toBe(true);
    const again = await (await IdbLedger.open(NOW, "ZM")).view();
    expect(again.recent[0]).toMatchObject({ name: "Chanda Mulenga", amount: kwacha(-250) });
    expect(again.balances.wallet).toEqual(zmw(zambianBalances.wallet.minor - 250_00));
    // The Indian ledger is untouched, and a health check finds the kwacha one whole.
    expect((await indian.view()).balances.wallet).toEqual(seedWallet);
    expect((await zambian.health()).balances).toEqual({ ok: true });
  });

  it("backs up in kwacha; a file that mixes currencies is not a backup", async () => {
    const backup = await (await IdbLedger.open(NOW, "ZM")).backup(NOW);
    expect(parseBackup(JSON.stringify(backup))?.balances.wallet.currency).toBe("ZMW");
    const mixed = { ...backup, balances: { ...backup.balances, bank: rupees(100) } };
    expect(parseBackup(JSON.stringify(mixed))).toBeNull();
  });
});
