import { rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import type { LedgerEntry } from "./ledger";
import {
  boughtThisMonth,
  formatKwh,
  formatToken,
  isToken,
  newToken,
  TOKEN_DIGITS,
} from "./prepaid-electricity";

describe("newToken", () => {
  it("makes 20 digits, a different token each time", () => {
    const tokens = Array.from({ length: 500 }, () => newToken());
    for (const token of tokens) expect(token).toMatch(/^\d{20}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("uses every digit, and skips bytes that would favour the low digits", () => {
    const seen = new Set(Array.from({ length: 50 }, () => newToken()).join(""));
    expect(seen.size).toBe(10);
    // 250-255 are refused; 3 → "3", 17 → "7", 249 → "9".
    const bytes = [255, 250, 3, 17, 249, ...Array<number>(TOKEN_DIGITS).fill(0)];
    const fake = (target: Uint8Array) => {
      target.set(bytes.splice(0, target.length));
      return target;
    };
    expect(newToken(fake)).toBe(`379${"0".repeat(17)}`);
  });
});

describe("formatToken", () => {
  it("groups the digits in fours for reading", () => {
    expect(formatToken("12345678901234567890")).toBe("1234 5678 9012 3456 7890");
  });

  it("knows a token from anything else", () => {
    expect(isToken("12345678901234567890")).toBe(true);
    expect(isToken("1234567890123456789")).toBe(false);
    expect(isToken("1234 5678 9012 3456 7890")).toBe(false);
    expect(isToken("1234567890123456789a")).toBe(false);
  });
});

describe("boughtThisMonth", () => {
  const entry = (recipient: string, date: Date, energyWh?: number): LedgerEntry => ({
    id: `TXN${date.getTime()}`,
    name: "ZESCO prepaid",
    amount: rupees(-50),
    type: "expense",
    category: "bills",
    date: date.toISOString(),
    status: "Completed",
    kind: "bill",
    recipient,
    ...(energyWh === undefined ? {} : { prepaid: { token: "1".repeat(20), energyWh } }),
  });
  const now = new Date(2026, 10, 23, 9, 0);

  it("adds up this meter's units bought this calendar month only", () => {
    const entries = [
      entry("04123456789", new Date(2026, 10, 20, 8), 100_000),
      entry("04123456789", new Date(2026, 10, 1, 0, 5), 50_500),
      entry("04123456789", new Date(2026, 9, 31, 23, 55), 70_000),
      entry("04999999999", new Date(2026, 10, 22), 90_000),
      entry("04123456789", new Date(2026, 10, 22)),
    ];
    expect(boughtThisMonth(entries, "04123456789", now)).toBe(150_500);
    expect(boughtThisMonth(entries, "04000000001", now)).toBe(0);
  });
});

describe("formatKwh", () => {
  it("writes kWh to one decimal, never rounding up", () => {
    expect(formatKwh(212_765)).toBe("212.7");
    expect(formatKwh(1_234_500)).toBe("1,234.5");
    expect(formatKwh(0)).toBe("0.0");
    expect(formatKwh(99)).toBe("0.0");
  });
});
