import { describe, expect, it } from "vitest";

import { digitsOnly, formatPhone, nationalNumber, normaliseMobile } from "./phone";

describe("phone helpers", () => {
  it("keeps only digits, up to a maximum", () => {
    expect(digitsOnly("98a76-5 4.3", 10)).toBe("9876543");
    expect(digitsOnly("123456789012", 10)).toBe("1234567890");
  });

  it("drops a pasted +91 country code", () => {
    expect(nationalNumber("+91 98765 43210", 10)).toBe("9876543210");
    expect(nationalNumber("9198765432", 10)).toBe("9198765432");
  });

  it("formats a ten-digit number the way it is read out", () => {
    expect(formatPhone("9876543210")).toBe("+91 98765 43210");
  });

  it("normalises a pasted mobile number to its ten digits", () => {
    expect(normaliseMobile("+91 98765-43210")).toBe("9876543210");
    expect(normaliseMobile("098765 43210")).toBe("9876543210");
    expect(normaliseMobile("91 98765 43210")).toBe("9876543210");
    expect(normaliseMobile("(987) 654-3210")).toBe("9876543210");
    // Not a number at all: left for the validator to name.
    expect(normaliseMobile(" abc ")).toBe("abc");
  });
});
