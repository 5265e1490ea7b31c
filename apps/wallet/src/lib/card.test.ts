import { describe, expect, it } from "vitest";

import {
  cardNetworkOf,
  groupCardNumber,
  validateCard,
  validateCardExpiry,
  validateCardNumber,
} from "./card";

const today = new Date(2026, 10, 27); // 27 November 2026

describe("a card number", () => {
  it.each([
    ["4111 1111 1111 1111", "visa"],
    ["5555-5555-5555-4444", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["6080 0000 0000 0000", "rupay"],
    ["5085000000000007", "rupay"],
  ])("%s is a %s card", (number, network) => {
    const checked = validateCardNumber(number);
    expect(checked.ok).toBe(true);
    expect(cardNetworkOf(checked.ok ? checked.value : "")).toBe(network);
  });

  it.each([
    ["", "number-required"],
    ["4111 1111 1111", "number-length"],
    ["4111 1111 1111 1111 1", "number-length"],
    ["4111 1111 1111 111a", "number-length"],
    ["9111 1111 1111 1111", "number-network"],
    ["4111 1111 1111 1112", "number-check"],
  ])("%j is refused: %s", (number, error) => {
    expect(validateCardNumber(number)).toEqual({ ok: false, error });
  });

  it("is grouped in fours as typed", () => {
    expect(groupCardNumber("41111111111")).toBe("4111 1111 111");
    expect(groupCardNumber("4111 1111-1111 1111")).toBe("4111 1111 1111 1111");
  });
});

describe("a card's expiry", () => {
  it("is valid through the last day of its month", () => {
    expect(validateCardExpiry("11/26", today)).toEqual({ ok: true, value: "11/26" });
    expect(validateCardExpiry("1026", today)).toEqual({ ok: false, error: "expiry-past" });
  });

  it.each([
    ["", "expiry-required"],
    ["13/28", "expiry-format"],
    ["00/28", "expiry-format"],
    ["8/28", "expiry-format"],
    ["12/42", "expiry-far"],
  ])("%j is refused: %s", (expiry, error) => {
    expect(validateCardExpiry(expiry, today)).toEqual({ ok: false, error });
  });
});

describe("the whole card", () => {
  it("keeps only the network, last four digits, expiry and name", () => {
    expect(
      validateCard(
        { number: "4111 1111 1111 1111", expiry: "0828", holder: " Ravi  Kumar " },
        today,
      ),
    ).toEqual({
      ok: true,
      value: { network: "visa", last4: "1111", expiry: "08/28", holder: "Ravi Kumar" },
    });
  });

  it("says every field's problem at once", () => {
    expect(validateCard({ number: "4111", expiry: "01/20", holder: "" }, today)).toEqual({
      ok: false,
      errors: { number: "number-length", expiry: "expiry-past", holder: "holder-required" },
    });
  });
});
