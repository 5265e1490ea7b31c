import { describe, expect, it } from "vitest";

import { parseMajor, toMajorText } from "./money";

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
