import { describe, expect, it } from "vitest";

import { merchantPayments, merchantSummary } from "./merchant";

describe("sample merchant", () => {
  it("has an average that matches revenue over transactions, to the rupee", () => {
    const { revenue, transactionCount, averageValue } = merchantSummary;
    expect(averageValue).toEqual({
      minor: Math.round(revenue.minor / transactionCount / 100) * 100,
      currency: revenue.currency,
    });
  });

  it("lists payments newest first with unique ids and positive amounts", () => {
    const times = merchantPayments.map((p) => Date.parse(p.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(merchantPayments.map((p) => p.id)).size).toBe(merchantPayments.length);
    for (const p of merchantPayments) expect(p.amount.minor).toBeGreaterThan(0);
  });
});
