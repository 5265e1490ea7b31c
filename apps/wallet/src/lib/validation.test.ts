import { findBiller } from "@repo/mock-data/billers";
import { describe, expect, it } from "vitest";
import {
  digitsOnly,
  PER_TRANSACTION_LIMIT,
  validateAmount,
  validateConsumerNumber,
  validateMobileNumber,
} from "./validation";

describe("digitsOnly", () => {
  it("drops everything but digits and caps the length", () => {
    expect(digitsOnly("₹1,00,000")).toBe("100000");
    expect(digitsOnly("+91 98765-43210", 10)).toBe("9198765432");
    expect(digitsOnly("abc")).toBe("");
  });
});

describe("validateAmount", () => {
  it("accepts whole rupees from 1 up to the FAQ's ₹1,00,000 per transaction", () => {
    expect(PER_TRANSACTION_LIMIT).toBe(100000);
    expect(validateAmount("1")).toEqual({ ok: true, value: 1 });
    expect(validateAmount(" 2500 ")).toEqual({ ok: true, value: 2500 });
    expect(validateAmount("100000")).toEqual({ ok: true, value: 100000 });
  });

  it.each([
    ["", "amount-required"],
    ["   ", "amount-required"],
    ["0", "amount-invalid"],
    ["-5", "amount-invalid"],
    ["12.50", "amount-invalid"],
    ["1e5", "amount-invalid"],
    ["abc", "amount-invalid"],
    ["100001", "amount-over-limit"],
    ["99999999999999999999", "amount-over-limit"],
  ])("rejects %j as %s", (raw, error) => {
    expect(validateAmount(raw)).toEqual({ ok: false, error });
  });

  it("takes a lower limit, such as the wallet balance", () => {
    expect(validateAmount("501", 500)).toEqual({ ok: false, error: "amount-over-limit" });
  });
});

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
