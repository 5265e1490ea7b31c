import { findBiller } from "@repo/mock-data/billers";
import { describe, expect, it } from "vitest";
import { validateConsumerNumber, validateMobileNumber } from "./validation";

describe("validateMobileNumber", () => {
  it("accepts ten digits starting 6 to 9, typed with spaces or dashes", () => {
    expect(validateMobileNumber("98765 43210")).toEqual({ ok: true, value: "9876543210" });
    expect(validateMobileNumber("6300-123-456")).toEqual({ ok: true, value: "6300123456" });
  });

  it.each([
    ["", "mobile-required"],
    ["98765", "mobile-length"],
    ["98765432100", "mobile-length"],
    ["5876543210", "mobile-invalid"],
    ["98765x3210", "mobile-invalid"],
  ])("rejects %j as %s", (raw, error) => {
    expect(validateMobileNumber(raw)).toEqual({ ok: false, error });
  });
});

describe("validateConsumerNumber", () => {
  const pan = findBiller("in-income-tax")!;
  const zesco = findBiller("zm-zesco")!;

  it("accepts the biller's format and cleans the number", () => {
    expect(validateConsumerNumber(pan, "abcps 1234 k")).toEqual({ ok: true, value: "ABCPS1234K" });
    expect(validateConsumerNumber(zesco, "371-2345-6789")).toEqual({
      ok: true,
      value: "37123456789",
    });
  });

  it("asks for a number, then for the biller's format", () => {
    expect(validateConsumerNumber(pan, "  ")).toEqual({ ok: false, error: "consumer-required" });
    expect(validateConsumerNumber(pan, "1234567890")).toEqual({
      ok: false,
      error: "consumer-format",
    });
    expect(validateConsumerNumber(zesco, "3712345678")).toEqual({
      ok: false,
      error: "consumer-format",
    });
  });
});
