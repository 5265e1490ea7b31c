import { describe, expect, it } from "vitest";

import { newPinProblem, weakPinReason } from "./pin-rules";

describe("weakPinReason", () => {
  it.each(["111111", "000000", "999999"])("refuses %s: one digit repeated", (pin) => {
    expect(weakPinReason(pin)).toBe("repeated");
  });

  it.each(["123456", "012345", "456789", "654321", "987654", "543210"])(
    "refuses %s: a straight run",
    (pin) => {
      expect(weakPinReason(pin)).toBe("sequence");
    },
  );

  it.each(["135790", "246810", "112233", "123465", "890123", "192837"])("takes %s", (pin) => {
    expect(weakPinReason(pin)).toBeNull();
  });
});

describe("newPinProblem", () => {
  it("refuses the current PIN again, and weak PINs, when changing", () => {
    expect(newPinProblem("135790", "135790")).toBe("same");
    expect(newPinProblem("111111", "135790")).toBe("repeated");
    expect(newPinProblem("246810", "135790")).toBeNull();
    expect(newPinProblem("246810")).toBeNull();
  });
});
