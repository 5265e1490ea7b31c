import { describe, expect, it } from "vitest";

import {
  formatPhone,
  mobileDraftProblem,
  type MobileProblem,
  mobileRuleOf,
  normaliseMobile,
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
    ["+44 7911 123456", "digits"],
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
    ["0", "first-digit"],
    ["5", "first-digit"],
    ["98a", "digits"],
    ["98 7", "digits"],
    ["98765432101", "length"],
    ["9999999999", "repeated"],
  ])("%j while typing: %s", (text, problem) => {
    expect(mobileDraftProblem(text)).toBe(problem);
  });
});

describe("formatPhone", () => {
  it("formats a ten-digit number the way it is read out", () => {
    expect(formatPhone("9876543210")).toBe("+91 98765 43210");
  });
});

describe("Zambian numbers", () => {
  it("are read as nine national digits after +260 or a trunk 0, and read out in groups", () => {
    const rule = mobileRuleOf("ZM");
    expect(normaliseMobile("0971234567", rule)).toEqual({ ok: true, value: "971234567" });
    expect(normaliseMobile("+260 97 123 4567", rule)).toEqual({ ok: true, value: "971234567" });
    expect(normaliseMobile("260971234567", rule)).toEqual({ ok: true, value: "971234567" });
    expect(normaliseMobile("9712345678", rule)).toEqual({ ok: false, problem: "length" });
    expect(normaliseMobile("571234567", rule)).toEqual({ ok: false, problem: "first-digit" });
    expect(formatPhone("971234567", "ZM")).toBe("+260 97 123 4567");
    expect(formatPhone("9876543210")).toBe("+91 98765 43210");
  });
});
