import { describe, expect, it } from "vitest";
import { formatINR, formatNumber } from "./format";

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
