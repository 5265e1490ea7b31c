import { describe, expect, it } from "vitest";

import { contacts } from "./contacts";
import { transactions } from "./transactions";

describe("sample data", () => {
  it("signs every amount by its type", () => {
    for (const t of transactions) {
      expect(t.type === "expense" ? t.amount.minor < 0 : t.amount.minor > 0, t.id).toBe(true);
      expect(t.amount.currency, t.id).toBe("INR");
    }
  });

  it("lists transactions newest first with unique ids", () => {
    const times = transactions.map((t) => Date.parse(t.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(transactions.map((t) => t.id)).size).toBe(transactions.length);
  });

  it("gives every contact a ten-digit phone", () => {
    for (const c of contacts) expect(c.phone).toMatch(/^\d{10}$/);
  });
});
