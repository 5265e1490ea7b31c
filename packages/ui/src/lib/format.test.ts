import { describe, expect, it } from "vitest";

import { formatDate, formatINR, formatMoney, formatNumber } from "./format";

describe("Indian formatting", () => {
  it("groups lakhs and crores", () => {
    expect(formatINR(100000)).toBe("₹1,00,000");
    expect(formatINR(1000000)).toBe("₹10,00,000");
    expect(formatNumber(50000000)).toBe("5,00,00,000");
  });

  it("keeps paise when present", () => {
    expect(formatINR(1234.5)).toBe("₹1,234.5");
  });
});

describe("formatMoney", () => {
  it("reads minor units and keeps Indian grouping", () => {
    expect(formatMoney({ minor: 10_000_000, currency: "INR" })).toBe("₹1,00,000");
    expect(formatMoney({ minor: 100_000_000, currency: "INR" })).toBe("₹10,00,000");
    expect(formatMoney({ minor: 100, currency: "INR" })).toBe("₹1");
  });

  it("shows paise in full when there are any", () => {
    expect(formatMoney({ minor: 1250, currency: "INR" })).toBe("₹12.50");
    expect(formatMoney({ minor: 5, currency: "INR" })).toBe("₹0.05");
  });

  it("writes the currency it is given", () => {
    expect(formatMoney({ minor: 12_345, currency: "ZMW" })).toMatch(/^ZMW\s123\.45$/);
  });
});

describe("formatDate", () => {
  const day = new Date(2026, 10, 20);

  it("keeps the Indian English style by default", () => {
    expect(formatDate(day)).toBe("20 Nov 2026");
  });

  it("names the month in the language it is given", () => {
    expect(formatDate(day, "hi")).toContain("नव");
    expect(formatDate(day, "te")).toContain("నవం");
    expect(formatDate(day, "hi")).not.toContain("Nov");
  });
});
