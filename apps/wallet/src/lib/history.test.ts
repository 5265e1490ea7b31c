import { rupees } from "@repo/ledger/money";
import * as v from "valibot";
import { describe, expect, it } from "vitest";

import {
  amountQuery,
  filterHistory,
  historyRows,
  historyTotals,
  historyTypeOf,
  relativeDay,
} from "./history";
import { historySearch } from "./history-search";
import type { LedgerEntry } from "./ledger";

const entry = (fields: Partial<LedgerEntry> & Pick<LedgerEntry, "id" | "date">): LedgerEntry => ({
  name: `Payee ${fields.id}`,
  amount: rupees(-100),
  type: "expense",
  category: "transfer",
  status: "Completed",
  ...fields,
});

// Newest first, as the ledger hands them over (local times: the day headings are local days).
const ledger: LedgerEntry[] = [
  entry({
    id: "TXN3",
    date: "2026-11-21T18:00:00",
    name: "Priya Sharma",
    recipient: "priya@okaxis",
    amount: rupees(-1200),
    kind: "upi",
    note: "Dinner",
  }),
  entry({
    id: "TXN2",
    date: "2026-11-21T09:00:00",
    name: "BESCOM",
    category: "bills",
    kind: "bill",
    amount: rupees(-845.5),
  }),
  entry({
    id: "t9",
    date: "2026-11-20T12:00:00",
    name: "Salary",
    type: "income",
    category: "salary",
    amount: rupees(65000),
  }),
  entry({
    id: "TXN1",
    date: "2026-11-19T12:00:00",
    name: "HDFC Bank",
    type: "income",
    category: "add-money",
    kind: "add-money",
    amount: rupees(2000),
  }),
  entry({
    id: "TXN0",
    date: "2026-11-01T08:00:00",
    name: "Amma",
    transfer: "international",
    kind: "international",
    amount: rupees(-5000),
  }),
];

describe("historyTypeOf", () => {
  it("names each entry's type, cross-border before its category", () => {
    expect(ledger.map(historyTypeOf)).toEqual([
      "transfer",
      "bill",
      "transfer",
      "add-money",
      "cross-border",
    ]);
    expect(historyTypeOf(entry({ id: "x", date: ledger[0]!.date, category: "cashback" }))).toBe(
      "cashback",
    );
  });
});

describe("search", () => {
  const ids = (q: string) => filterHistory(ledger, { q }).map((e) => e.id);

  it("finds names, UPI IDs and notes, whatever the case", () => {
    expect(ids("priya")).toEqual(["TXN3"]);
    expect(ids("OKAXIS")).toEqual(["TXN3"]);
    expect(ids("dinner")).toEqual(["TXN3"]);
    expect(ids("nobody")).toEqual([]);
  });

  it("finds an amount as people type it", () => {
    expect(ids("1200")).toEqual(["TXN3"]);
    expect(ids("₹1,200")).toEqual(["TXN3"]);
    expect(ids("845.50")).toEqual(["TXN2"]);
    expect(amountQuery("12a")).toBeNull();
    // Kwacha as Zambians write it, read in the ledger's own minor units.
    expect(amountQuery("K1,200")).toBe(120_000);
    expect(amountQuery("ZMW 75.50")).toBe(7_550);
    expect(amountQuery("kabwe")).toBeNull();
  });
});

describe("filters", () => {
  it("keeps money sent or money received", () => {
    expect(filterHistory(ledger, { dir: "sent" }).map((e) => e.id)).toEqual([
      "TXN3",
      "TXN2",
      "TXN0",
    ]);
    expect(filterHistory(ledger, { dir: "received" }).map((e) => e.id)).toEqual(["t9", "TXN1"]);
  });

  it("keeps one type, and days from and to (both included)", () => {
    expect(filterHistory(ledger, { type: "bill" }).map((e) => e.id)).toEqual(["TXN2"]);
    expect(filterHistory(ledger, { type: "cross-border" }).map((e) => e.id)).toEqual(["TXN0"]);
    expect(
      filterHistory(ledger, { from: "2026-11-19", to: "2026-11-20" }).map((e) => e.id),
    ).toEqual(["t9", "TXN1"]);
  });
});

describe("totals and rows", () => {
  it("adds up money in and out of what is shown", () => {
    const totals = historyTotals(filterHistory(ledger, { type: "bill" }));
    expect(totals).toEqual({ in: rupees(0), out: rupees(845.5) });
    expect(historyTotals(ledger)).toEqual({ in: rupees(67000), out: rupees(7045.5) });
  });

  it("puts a heading before each day's entries", () => {
    expect(historyRows(ledger).map((row) => row.key)).toEqual([
      "day-2026-11-21",
      "TXN3",
      "TXN2",
      "day-2026-11-20",
      "t9",
      "day-2026-11-19",
      "TXN1",
      "day-2026-11-01",
      "TXN0",
    ]);
  });

  it("calls today and yesterday by name", () => {
    const now = new Date("2026-11-21T10:00:00");
    expect(relativeDay("2026-11-21", now)).toBe("today");
    expect(relativeDay("2026-11-20", now)).toBe("yesterday");
    expect(relativeDay("2026-11-19", now)).toBeNull();
  });
});

describe("historySearch", () => {
  it("keeps what is valid and drops the rest", () => {
    expect(
      v.parse(historySearch, {
        q: "priya",
        dir: "sent",
        type: "bill",
        from: "2026-11-01",
        to: "2026-02-30",
      }),
    ).toEqual({ q: "priya", dir: "sent", type: "bill", from: "2026-11-01", to: undefined });
    expect(v.parse(historySearch, { dir: "up", type: "gift", from: "2026-13-01" })).toEqual({
      q: undefined,
      dir: undefined,
      type: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
