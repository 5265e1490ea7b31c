import { describe, expect, it } from "vitest";

import {
  formatPhone,
  mobileDraftProblem,
  type MobileProblem,
  mobileRuleOf,
  nationalSoFar,
  normaliseMobile,
  settleTypedMobile,
} from "./phone";

describe("normaliseMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 70123 45678", "7012345678"],
    ["+917012345678", "7012345678"],
    ["+91-98765-43210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["09876543210", "9876543210"],
    ["91 98765 43210", "9876543210"],
    ["(987) 654-3210", "9876543210"],
    [" 6000000001 ", "6000000001"],
    // Ten digits that start with 91 are a number, not a country code.
    ["9198765432", "9198765432"],
  ])("reads %j as %s", (text, value) => {
    expect(normaliseMobile(text)).toEqual({ ok: true, value });
  });

  it.each<[string, MobileProblem]>([
    ["", "required"],
    [" - ", "required"],
    ["abc", "digits"],
    ["98765x3210", "digits"],
    ["+44 7911 123456", "country"],
    ["+260 97 123 4567", "country"],
    ["1e10", "digits"],
    ["98765", "length"],
    ["987654321012", "length"],
    // A leading 0 with only nine digits after it is not a trunk prefix: it stays and fails.
    ["0987654321", "first-digit"],
    ["5876543210", "first-digit"],
    ["+91 12345 67890", "first-digit"],
    ["0000000000", "first-digit"],
    ["9999999999", "repeated"],
    ["+91 66666 66666", "repeated"],
  ])("refuses %j: %s", (text, problem) => {
    expect(normaliseMobile(text)).toEqual({ ok: false, problem });
  });
});

describe("mobileDraftProblem", () => {
  it.each<[string, MobileProblem | null]>([
    ["", null],
    ["9", null],
    ["98765", null],
    ["999999999", null],
    // Written forms a whole number can still take: a trunk 0, the calling code with or without +.
    ["0", null],
    ["098765", null],
    ["+", null],
    ["+9", null],
    ["+9198765", null],
    ["91987654321", null],
    ["98 7", null],
    ["5", "first-digit"],
    ["00", "first-digit"],
    ["1234567890", "first-digit"],
    ["98a", "digits"],
    ["+2", "country"],
    ["+260971234567", "country"],
    ["98765432101", "length"],
    ["+9198765432101", "length"],
    ["9999999999", "repeated"],
  ])("%j while typing: %s", (text, problem) => {
    expect(mobileDraftProblem(text)).toBe(problem);
  });

  it("reads Zambian drafts after +260, 260 or the trunk 0", () => {
    const rule = mobileRuleOf("ZM");
    expect(mobileDraftProblem("2", rule)).toBeNull();
    expect(mobileDraftProblem("2609712", rule)).toBeNull();
    expect(mobileDraftProblem("097", rule)).toBeNull();
    expect(mobileDraftProblem("5", rule)).toBe("first-digit");
    expect(mobileDraftProblem("+91", rule)).toBe("country");
  });
});

describe("settleTypedMobile: typed as a paste of the same text reads it", () => {
  it.each([
    ["+91", "", "code"],
    ["+91 98765", "98765", "code"],
    ["919876543210", "9876543210", "code"],
    ["09876543210", "9876543210", "trunk"],
    ["98765 43210", "9876543210", undefined],
    // Not yet whole, or a number in its own right: kept as typed.
    ["91987654321", "91987654321", undefined],
    ["9198765432", "9198765432", undefined],
    ["0", "0", undefined],
    ["1234567890", "1234567890", undefined],
    ["+260971234567", "+260971234567", undefined],
  ])("%j is kept as %j (left out: %s)", (text, value, dropped) => {
    expect(settleTypedMobile(text)).toEqual(dropped ? { value, dropped } : { value });
  });

  it("keeps the trunk 0 Zambians type, and drops +260 or 260 before a whole number", () => {
    const rule = mobileRuleOf("ZM");
    expect(settleTypedMobile("0971234567", rule, true)).toEqual({ value: "0971234567" });
    expect(settleTypedMobile("+260", rule, true)).toEqual({ value: "", dropped: "code" });
    expect(settleTypedMobile("260971234567", rule, true)).toEqual({
      value: "971234567",
      dropped: "code",
    });
  });
});

describe("nationalSoFar", () => {
  it("tells the national digits typed so far after a code or trunk 0", () => {
    const rule = mobileRuleOf("ZM");
    expect(nationalSoFar("0971", rule)).toBe("971");
    expect(nationalSoFar("26", rule)).toBe("");
    expect(nationalSoFar("26097", rule)).toBe("97");
    expect(nationalSoFar("97", rule)).toBe("97");
    expect(nationalSoFar("9198765")).toBe("9198765");
  });
});

describe("formatPhone", () => {
  it("formats a ten-digit number the way it is read out", () => {
    expect(formatPhone("9876543210")).toBe("+91 98765 43210");
  });

  it("leaves a number that has its calling code already, as the server masks a payee's", () => {
    expect(formatPhone("+91 ••••••0001")).toBe("+91 ••••••0001");
    expect(formatPhone("+260 ••••••567", "ZM")).toBe("+260 ••••••567");
  });
});

describe("Zambian numbers", () => {
  it("are read as nine national digits after +260 or a trunk 0, and read out in groups", () => {
    const rule = mobileRuleOf("ZM");
    expect(normaliseMobile("0971234567", rule)).toEqual({
      ok: true,
      value: "971234567",
      network: "Airtel",
    });
    expect(normaliseMobile("+260 97 123 4567", rule)).toEqual({
      ok: true,
      value: "971234567",
      network: "Airtel",
    });
    expect(normaliseMobile("260971234567", rule)).toEqual({
      ok: true,
      value: "971234567",
      network: "Airtel",
    });
    expect(normaliseMobile("9712345678", rule)).toEqual({ ok: false, problem: "length" });
    expect(normaliseMobile("571234567", rule)).toEqual({ ok: false, problem: "network" });
    expect(formatPhone("971234567", "ZM")).toBe("+260 97 123 4567");
    expect(formatPhone("9876543210")).toBe("+91 98765 43210");
  });
});
