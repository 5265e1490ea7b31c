import { describe, expect, it } from "vitest";

import { formatAlternatives, formatDate, formatINR, formatMoney, formatNumber } from "./format";

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

  it("writes kwacha as Zambians do", () => {
    expect(formatMoney({ minor: 123_450, currency: "ZMW" })).toBe("K1,234.50");
    expect(formatMoney({ minor: 12_345, currency: "ZMW" })).toBe("K123.45");
    expect(formatMoney({ minor: 10_000_000, currency: "ZMW" })).toBe("K100,000");
    expect(formatMoney({ minor: -5, currency: "ZMW" })).toBe("-K0.05");
  });

  it("writes other currencies in their own country's style", () => {
    expect(formatMoney({ minor: 123_450, currency: "KES" }, { locale: "en-KE" })).toBe(
      "Ksh\u00a01,234.50",
    );
    expect(formatMoney({ minor: 123_450, currency: "GBP" }, { locale: "en-GB" })).toBe("£1,234.50");
    expect(formatMoney({ minor: 123_450, currency: "EUR" }, { locale: "de-DE" })).toBe(
      "1.234,50\u00a0€",
    );
    expect(formatMoney({ minor: 123_456, currency: "USD" }, { locale: "en-US" })).toBe("$1,234.56");
  });

  it("keeps each currency's own minor digits", () => {
    // Yen and Ugandan shillings have none; Kuwaiti dinars have three.
    expect(formatMoney({ minor: 1_705, currency: "JPY" }, { locale: "ja-JP" })).toBe("￥1,705");
    expect(formatMoney({ minor: 40_705, currency: "UGX" }, { locale: "en-UG" })).toBe(
      "USh\u00a040,705",
    );
    expect(formatMoney({ minor: 34_710, currency: "KWD" }, { locale: "en-KW" })).toMatch(
      /^KWD\s34\.710$/,
    );
  });

  it("uses Latin digits whatever the locale", () => {
    expect(formatMoney({ minor: 123_450, currency: "EGP" }, { locale: "ar-EG" })).toMatch(
      /1,234\.50|1٬234٫50/,
    );
    expect(formatMoney({ minor: 123_450, currency: "EGP" }, { locale: "ar-EG" })).toMatch(/[0-9]/);
  });

  it("keeps Indian grouping for rupees whatever locale it is given", () => {
    expect(formatMoney({ minor: 10_000_000, currency: "INR" }, { locale: "en-US" })).toBe(
      "₹1,00,000",
    );
  });

  it("adds minor units without floating-point drift (0.1 + 0.2)", () => {
    expect(formatMoney({ minor: 10 + 20, currency: "INR" })).toBe("₹0.30");
    expect(formatMoney({ minor: 10 + 20, currency: "ZMW" })).toBe("K0.30");
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

describe("formatAlternatives", () => {
  it("lists alternatives as each language does, English in the Indian style", () => {
    expect(formatAlternatives(["6", "7", "8", "9"])).toBe("6, 7, 8 or 9");
    expect(formatAlternatives(["6", "7", "8", "9"], "hi")).toBe("6, 7, 8 या 9");
    expect(formatAlternatives(["6", "7", "8", "9"], "fr")).toBe("6, 7, 8 ou 9");
  });
});
