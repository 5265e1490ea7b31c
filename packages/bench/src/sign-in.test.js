import { describe, expect, it } from "vitest";

import { freshPhone } from "./sign-in.js";

describe("freshPhone", () => {
  it("is an Indian mobile number of ten digits starting with 9", () => {
    expect(freshPhone(1_796_000_000_000, 0)).toMatch(/^9\d{9}$/);
  });

  it("differs between runs of one second and between seconds", () => {
    const now = 1_796_000_000_000;
    const numbers = new Set([
      freshPhone(now, 0),
      freshPhone(now, 1),
      freshPhone(now + 1000, 0),
      freshPhone(now + 1000, 1),
    ]);
    expect(numbers.size).toBe(4);
  });
});
