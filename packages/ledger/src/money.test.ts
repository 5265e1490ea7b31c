import { describe, expect, it } from "vitest";

import {
  absolute,
  ACCOUNT_CURRENCIES,
  amountText,
  fromMajor,
  inr,
  isAccountCurrency,
  isMoney,
  isPositiveMoney,
  minorPerMajor,
  parseAmount,
  parseMajor,
  rupees,
  toMajor,
  toMajorText,
  zmw,
} from "./money";

describe("parseMajor", () => {
  it("reads typed rupees into paise digit by digit", () => {
    expect(parseMajor("10,000", 2)).toBe(10_000_00);
    expect(parseMajor("0.1", 2)).toBe(10);
    expect(parseMajor("0.2", 2)).toBe(20);
    expect((parseMajor("0.1", 2) ?? 0) + (parseMajor("0.2", 2) ?? 0)).toBe(parseMajor("0.3", 2));
    expect(parseMajor("1,00,000.5", 2)).toBe(1_00_000_50);
    expect(parseMajor("12.", 2)).toBe(12_00);
  });

  it("refuses more decimals than the currency has, and anything but a number", () => {
    expect(parseMajor("1.005", 2)).toBeUndefined();
    expect(parseMajor("1.5", 0)).toBeUndefined();
    expect(parseMajor("-5", 2)).toBeUndefined();
    expect(parseMajor("1e3", 2)).toBeUndefined();
    expect(parseMajor("", 2)).toBeUndefined();
    expect(parseMajor("99999999999999999", 2)).toBeUndefined();
  });
});

describe("toMajorText", () => {
  it("writes minor units back as plain main-unit text", () => {
    expect(toMajorText(10_000_00, 2)).toBe("10000");
    expect(toMajorText(10_000_50, 2)).toBe("10000.50");
    expect(toMajorText(5, 2)).toBe("0.05");
    expect(toMajorText(34_710, 3)).toBe("34.710");
    expect(toMajorText(4070, 0)).toBe("4070");
  });
});

describe("parseAmount", () => {
  it("reads typed text in the currency's main unit, without multiplying floats", () => {
    expect(parseAmount("12.50", "INR")).toEqual(inr(1_250));
    expect(parseAmount("1,00,000", "INR")).toEqual(inr(1_00_000_00));
    expect(parseAmount("0.29", "ZMW")).toEqual(zmw(29)); // 0.29 * 100 is 28.999999999999996
    expect(parseAmount("4070", "JPY")).toEqual({ minor: 4070, currency: "JPY" });
  });

  it("refuses what is not an amount of the currency", () => {
    for (const text of ["1e3", "-500", "12.505", "", ".", "₹5", "9007199254740993"]) {
      expect(parseAmount(text, "INR"), text).toBeUndefined();
    }
    expect(parseAmount("5", "XYZ")).toBeUndefined();
  });
});

describe("amountText", () => {
  it("writes money back as the text parseAmount reads", () => {
    expect(amountText(inr(1_250))).toBe("12.50");
    expect(amountText(zmw(500_00))).toBe("500");
    expect(amountText(inr(-75))).toBe("-0.75");
    for (const minor of [1, 10, 99, 100, 12_345_67]) {
      expect(parseAmount(amountText(inr(minor)), "INR")).toEqual(inr(minor));
    }
  });
});

describe("fromMajor and toMajor", () => {
  it("turn a number of main units into money through its decimal text, and back", () => {
    expect(fromMajor(12.5, "INR")).toEqual(inr(1_250));
    expect(fromMajor(-1_200, "INR")).toEqual(inr(-1_200_00));
    expect(fromMajor(0.29, "ZMW")).toEqual(zmw(29));
    expect(rupees(1_00_000)).toEqual(inr(1_00_000_00));
    expect(toMajor(inr(1_250))).toBe(12.5);
    expect(toMajor(zmw(29))).toBe(0.29);
  });

  it("throws for a number that is no exact amount", () => {
    expect(() => fromMajor(0.1 + 0.2, "INR")).toThrow(RangeError);
    expect(() => fromMajor(1.005, "INR")).toThrow(RangeError);
    expect(() => fromMajor(1e21, "INR")).toThrow(RangeError);
    expect(() => fromMajor(Number.NaN, "INR")).toThrow(RangeError);
    expect(() => fromMajor(5, "XYZ")).toThrow(RangeError);
  });
});

describe("money checks", () => {
  it("takes safe integers of known currencies as money, and only positive ones as payable", () => {
    expect(isMoney(inr(-5))).toBe(true);
    expect(isMoney({ minor: 2.5, currency: "INR" })).toBe(false);
    expect(isMoney({ minor: 2 ** 53, currency: "INR" })).toBe(false);
    expect(isMoney({ minor: 5, currency: "XYZ" })).toBe(false);
    expect(isMoney("5")).toBe(false);
    expect(isPositiveMoney(inr(1))).toBe(true);
    expect(isPositiveMoney(inr(0))).toBe(false);
    expect(isPositiveMoney(inr(-1))).toBe(false);
  });

  it("keeps accounts in rupees and kwacha only", () => {
    expect(ACCOUNT_CURRENCIES).toEqual(["INR", "ZMW"]);
    expect(isAccountCurrency("ZMW")).toBe(true);
    expect(isAccountCurrency("USD")).toBe(false);
    expect(minorPerMajor("INR")).toBe(100);
    expect(minorPerMajor("KWD")).toBe(1_000);
  });

  it("drops a sign without changing the currency", () => {
    expect(absolute(zmw(-250))).toEqual(zmw(250));
  });
});
