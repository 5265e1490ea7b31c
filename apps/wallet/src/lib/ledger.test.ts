import { transactions } from "@repo/mock-data/transactions";
import type { Transaction } from "@repo/mock-data/types";
import { describe, expect, it } from "vitest";
import { amountProblem, monthlySummary, transactionId } from "./ledger";

describe("amountProblem", () => {
  it.each([
    [undefined, "missing"],
    [0, "missing"],
    [2.5, "missing"],
    [100_001, "over-limit"],
    [600, "insufficient"],
    [500, null],
  ] as const)("%s of 500 available → %s", (amount, problem) => {
    expect(amountProblem(amount, 500)).toBe(problem);
  });
});

describe("transactionId", () => {
  it("is TXN and the clock's last ten digits", () => {
    expect(transactionId(1_763_699_400_123, new Set())).toBe("TXN3699400123");
  });

  it("pads short clocks and steps past a taken id", () => {
    expect(transactionId(42, new Set())).toBe("TXN0000000042");
    expect(transactionId(42, new Set(["TXN0000000042"]))).toBe("TXN0000000043");
  });
});

describe("monthlySummary", () => {
  it("sums the sample month's money out and in, by week", () => {
    const summary = monthlySummary(transactions)!;
    expect(summary.month).toEqual(new Date(2026, 10, 1));
    expect(summary.spent).toBe(1200 + 2340 + 1875 + 180 + 299);
    expect(summary.received).toBe(65000 + 850 + 4000);
    expect(summary.weeks.map((w) => w.spent)).toEqual([0, 299, 1200 + 2340 + 1875 + 180, 0, 0]);
    expect(summary.weeks.map((w) => w.received)).toEqual([0, 4000, 65000 + 850, 0, 0]);
  });

  it("follows the newest entry into a new month and leaves out wallet top-ups", () => {
    const december: Transaction[] = [
      { ...transactions[0]!, id: "n1", amount: -300, date: "2026-12-30T10:00:00+05:30" },
      {
        ...transactions[1]!,
        id: "n2",
        category: "add-money",
        amount: 1000,
        date: "2026-12-02T10:00:00+05:30",
      },
    ];
    const summary = monthlySummary([...december, ...transactions])!;
    expect(summary.month).toEqual(new Date(2026, 11, 1));
    expect(summary).toMatchObject({ spent: 300, received: 0 });
    expect(summary.weeks[4]).toEqual({ spent: 300, received: 0 });
  });

  it("has nothing to summarise in an empty ledger", () => {
    expect(monthlySummary([])).toBeNull();
  });
});
