import { rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import { monthChange, spendingByCategory, topPayees, totalSpent } from "./insights";
import type { LedgerEntry } from "./ledger";

const entry = (name: string, amount: number, category: LedgerEntry["category"]) =>
  ({
    id: `${name}-${amount}`,
    name,
    amount: rupees(amount),
    type: amount < 0 ? "expense" : "income",
    category,
    date: "2026-11-10T10:00:00+05:30",
    status: "Completed",
  }) satisfies LedgerEntry;

const month = [
  entry("FreshMart", -2000, "shopping"),
  entry("Rahul", -500, "transfer"),
  entry("FreshMart", -1000, "shopping"),
  entry("BESCOM", -1500, "bills"),
  entry("Salary", 65000, "salary"),
];

describe("insights", () => {
  it("adds up money out only", () => {
    expect(totalSpent(month)).toEqual(rupees(5000));
  });

  it("splits spending by category, largest first, with shares", () => {
    expect(spendingByCategory(month)).toEqual([
      { category: "shopping", spent: rupees(3000), share: 0.6 },
      { category: "bills", spent: rupees(1500), share: 0.3 },
      { category: "transfer", spent: rupees(500), share: 0.1 },
      { category: "food", spent: rupees(0), share: 0 },
      { category: "recharge", spent: rupees(0), share: 0 },
    ]);
  });

  it("lists every spending category in a month with none, at zero, in the ledger's currency", () => {
    expect(spendingByCategory([entry("Salary", 65000, "salary")], "ZMW")).toEqual(
      ["bills", "food", "recharge", "shopping", "transfer"].map((category) => ({
        category,
        spent: { minor: 0, currency: "ZMW" },
        share: 0,
      })),
    );
  });

  it("names the top payees with how often they were paid", () => {
    expect(topPayees(month, 2)).toEqual([
      { name: "FreshMart", spent: rupees(3000), count: 2 },
      { name: "BESCOM", spent: rupees(1500), count: 1 },
    ]);
  });

  it("compares the month with the one before", () => {
    expect(monthChange(rupees(5000), rupees(4000))).toEqual({
      kind: "more",
      difference: rupees(1000),
      percent: 25,
    });
    expect(monthChange(rupees(3000), rupees(4000))).toMatchObject({ kind: "less", percent: 25 });
    expect(monthChange(rupees(3000), rupees(0))).toEqual({ kind: "new" });
    expect(monthChange(rupees(0), rupees(0))).toEqual({ kind: "none" });
  });
});
