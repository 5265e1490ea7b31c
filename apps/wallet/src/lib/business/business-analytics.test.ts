import { inr, rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import { customersOf, dailySales, recentSales, salesSummary } from "./business-analytics";
import type { BusinessEntry, BusinessSale } from "./business-ledger";

const NOW = new Date(2026, 10, 21, 18, 0);
const at = (daysAgo: number, hour = 12) => new Date(2026, 10, 21 - daysAgo, hour, 0).toISOString();

let n = 0;
const sale = (over: Partial<BusinessSale>): BusinessSale => ({
  id: `s${++n}`,
  kind: "sale",
  outletId: "a",
  customer: "Priya Sharma",
  payer: "priya@okaxis",
  amount: rupees(100),
  date: at(0),
  status: "Completed",
  ...over,
});

const entries: BusinessEntry[] = [
  sale({ amount: rupees(300), date: at(0, 17) }),
  sale({
    outletId: "b",
    amount: rupees(200),
    date: at(0, 11),
    payer: "ravi@ybl",
    customer: "Ravi",
  }),
  sale({ status: "Failed", amount: rupees(999), date: at(0, 10) }),
  {
    id: "st1",
    kind: "settlement",
    amount: rupees(5000),
    fee: rupees(25),
    date: at(1, 22),
    status: "Completed",
  },
  sale({ outletId: "b", amount: rupees(150), date: at(2), payer: "ravi@ybl", customer: "Ravi" }),
  sale({ amount: rupees(50), date: at(15) }),
  // Last month: in the 30-day chart's reach but not in this month's totals.
  sale({ amount: rupees(1000), date: new Date(2026, 9, 31, 12).toISOString() }),
];

describe("sales analytics", () => {
  it("adds up today and this month: completed sales, average ticket, success rate", () => {
    const { today, month } = salesSummary(entries, NOW);
    expect(today).toEqual({
      total: rupees(500),
      count: 2,
      average: rupees(250),
      successRate: 2 / 3,
    });
    expect(month.total).toEqual(rupees(700));
    expect(month.count).toBe(4);
    expect(month.average).toEqual(rupees(175));
    expect(month.successRate).toBe(4 / 5);
  });

  it("has no average or success rate for a period without payments", () => {
    expect(salesSummary([], NOW).today).toEqual({
      total: inr(0),
      count: 0,
      average: null,
      successRate: null,
    });
  });

  it("charts every day by outlet, oldest first, zero where nothing was sold", () => {
    const week = dailySales(entries, ["a", "b"], NOW, 7);
    expect(week.map((d) => d.day)).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
    expect(week[6]!.byOutlet).toEqual({ a: rupees(300), b: rupees(200) });
    expect(week[6]!.total).toEqual(rupees(500));
    expect(week[4]!.byOutlet).toEqual({ a: inr(0), b: rupees(150) });
    const month = dailySales(entries, ["a", "b"], NOW, 30);
    expect(month).toHaveLength(30);
    expect(month.reduce((sum, d) => sum + d.total.minor, 0)).toBe(rupees(1700).minor);
  });

  it("lists the newest payments and the customers behind them, biggest spender first", () => {
    expect(recentSales(entries, 2).map((s) => s.amount)).toEqual([rupees(300), rupees(200)]);
    expect(customersOf(entries)).toEqual([
      {
        name: "Priya Sharma",
        payer: "priya@okaxis",
        visits: 3,
        total: rupees(1350),
        lastVisit: at(0, 17),
      },
      { name: "Ravi", payer: "ravi@ybl", visits: 2, total: rupees(350), lastVisit: at(0, 11) },
    ]);
  });
});
