import { rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import type { LedgerEntry } from "./ledger";
import {
  amountFigure,
  chosenPeriod,
  csvField,
  entriesIn,
  heldEntriesIn,
  monthPeriod,
  monthsWithEntries,
  statementCsv,
} from "./statement";

const entry = (id: string, date: string, amount: number, fields: Partial<LedgerEntry> = {}) =>
  ({
    id,
    name: `Payee ${id}`,
    amount: rupees(amount),
    type: amount < 0 ? "expense" : "income",
    category: "transfer",
    date,
    status: "Completed",
    ...fields,
  }) satisfies LedgerEntry;

const ledger = [
  entry("TXN4", "2026-12-01T00:30:00", -10),
  entry("TXN3", "2026-11-30T23:30:00", -1200.5, {
    name: 'Rahul "RV" Verma, Pune',
    note: '=HYPERLINK("x")',
  }),
  entry("TXN2", "2026-11-01T00:00:00", 500),
  entry("TXN1", "2026-10-31T23:59:00", -1),
];

describe("statement periods", () => {
  it("runs a month from its first day to its last", () => {
    expect(monthPeriod("2026-11")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(monthPeriod("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("keeps the entries of the period's days, both ends included", () => {
    expect(entriesIn(ledger, monthPeriod("2026-11")).map((e) => e.id)).toEqual(["TXN3", "TXN2"]);
  });

  it("covers the shown month, or the days asked for while they make a range", () => {
    const month = { from: "2026-11-01", to: "2026-11-30" };
    expect(chosenPeriod("2026-11", {})).toEqual({ byRange: false, badRange: false, period: month });
    expect(chosenPeriod("2026-11", { from: "2026-11-03", to: "2026-11-09" })).toEqual({
      byRange: true,
      badRange: false,
      period: { from: "2026-11-03", to: "2026-11-09" },
    });
    expect(chosenPeriod("2026-11", { from: "2026-11-03" })).toEqual({
      byRange: true,
      badRange: false,
      period: null,
    });
    expect(chosenPeriod("2026-11", { from: "2026-11-09", to: "2026-11-03" })).toEqual({
      byRange: true,
      badRange: true,
      period: null,
    });
  });

  it("lists the months that have entries, newest first", () => {
    expect(monthsWithEntries(ledger)).toEqual(["2026-12", "2026-11", "2026-10"]);
  });
});

describe("CSV", () => {
  it("writes paise as exact rupees", () => {
    expect(amountFigure(-120050)).toBe("-1200.50");
    expect(amountFigure(5)).toBe("0.05");
    expect(amountFigure(50000)).toBe("500.00");
  });

  it("quotes commas, quotes and line breaks, and keeps formulas as text", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=1+1")).toBe("'=1+1");
  });

  it("has a header and one row per entry, oldest first", () => {
    const csv = statementCsv(
      entriesIn(ledger, monthPeriod("2026-11")),
      {
        date: "Date",
        description: "Description",
        type: "Type",
        note: "Note",
        id: "ID",
        amount: "Amount (INR)",
      },
      (e) => e.category,
    );
    expect(csv.split("\r\n")).toEqual([
      "Date,Description,Type,Note,ID,Amount (INR)",
      "2026-11-01 00:00,Payee TXN2,transfer,,TXN2,500.00",
      `2026-11-30 23:30,"Rahul ""RV"" Verma, Pune",transfer,"'=HYPERLINK(""x"")",TXN3,-1200.50`,
      "",
    ]);
  });
});

describe("a period's entries from the newest entries held", () => {
  // The ledger's view holds the newest entries, at least `least` of them: here December's,
  // November's (with as many more as the view's least) and one of October.
  const least = 20;
  const more = Array.from({ length: least }, (_, index) =>
    entry(`TXN3-${index}`, "2026-11-20T10:00:00", -1),
  );
  const held = { entries: [ledger[0]!, ...more, ...ledger.slice(1)], least };
  const fewer = (count: number) => ({ entries: held.entries.slice(0, count), least });

  it("holds the newest entry's month whole", () => {
    expect(heldEntriesIn(held, monthPeriod("2026-12"))?.map((e) => e.id)).toEqual(["TXN4"]);
  });

  it("holds a month whole once an entry older than its first day is held", () => {
    expect(heldEntriesIn(held, monthPeriod("2026-11"))?.length).toBe(least + 2);
    expect(heldEntriesIn(held, { from: "2026-11-21", to: "2026-12-31" })?.length).toBe(2);
  });

  it("does not know a month that may have older entries than those held", () => {
    // TXN1 (31 October) may not be October's first entry, and nothing older says so.
    expect(heldEntriesIn(held, monthPeriod("2026-10"))).toBeUndefined();
    expect(heldEntriesIn(fewer(-2), monthPeriod("2026-11"))).toBeUndefined();
    expect(heldEntriesIn(held, { from: "2026-10-31", to: "2026-11-30" })).toBeUndefined();
  });

  it("knows every period of a history shorter than the view's least: it is all held", () => {
    const short = { entries: ledger, least };
    expect(heldEntriesIn(short, monthPeriod("2026-10"))?.map((e) => e.id)).toEqual(["TXN1"]);
    expect(heldEntriesIn(short, monthPeriod("2026-09"))).toEqual([]);
    expect(heldEntriesIn({ entries: [], least }, monthPeriod("2026-11"))).toEqual([]);
  });
});
