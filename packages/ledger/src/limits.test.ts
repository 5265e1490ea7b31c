import { describe, expect, it } from "vitest";

import { localDay } from "./day";
import { amountProblem, leftToday, LIMITS, limitsOf, spentToday } from "./limits";
import { inr, rupees, zmw } from "./money";

describe("limits per currency", () => {
  it("holds India's and Zambia's limits in their own currencies", () => {
    expect(limitsOf("INR")).toEqual({
      min: rupees(1),
      perPayment: rupees(1_00_000),
      perDay: rupees(10_00_000),
    });
    expect(limitsOf("ZMW")).toEqual({
      min: zmw(1_00),
      perPayment: zmw(25_000_00),
      perDay: zmw(100_000_00),
    });
    expect(limitsOf("USD")).toBe(LIMITS.INR);
  });
});

describe("amountProblem", () => {
  it("refuses under the smallest payment and over one payment's limit, in the amount's currency", () => {
    expect(amountProblem(inr(99))).toBe("under-min");
    expect(amountProblem(inr(100))).toBeNull();
    expect(amountProblem(rupees(1_00_000))).toBeNull();
    expect(amountProblem(inr(1_00_000_01))).toBe("over-payment-limit");
    expect(amountProblem(zmw(25_000_00))).toBeNull();
    expect(amountProblem(zmw(25_000_01))).toBe("over-payment-limit");
    expect(amountProblem(inr(150.5))).toBe("under-min");
    // ₹25,000.01 is one payment in rupees, K25,000.01 is over a kwacha payment's limit.
    expect(amountProblem(inr(25_000_01))).toBeNull();
  });
});

describe("spent and left today", () => {
  const at = (iso: string, minor: number, currency = "INR") => ({
    date: iso,
    amount: { minor, currency },
  });
  const now = new Date("2026-11-21T10:00:00+05:30");
  const entries = [
    at("2026-11-21T09:00:00+05:30", -5_000_00),
    at("2026-11-21T00:10:00+05:30", -1_000_00),
    at("2026-11-21T08:00:00+05:30", 2_000_00), // money in: not spent
    at("2026-11-20T23:50:00+05:30", -7_000_00), // yesterday in India
    at("2026-11-21T09:30:00+05:30", -3_00, "ZMW"),
  ];

  it("counts money out on the day of `now` in the account's time zone", () => {
    expect(spentToday(entries, now, "INR", "Asia/Kolkata")).toEqual(rupees(6_000));
    expect(leftToday(entries, now, "INR", "Asia/Kolkata")).toEqual(rupees(10_00_000 - 6_000));
  });

  it("goes by another time zone's calendar day when told", () => {
    // 00:10 in India is still the 20th in Lusaka, and 23:50 on the 20th in India is too.
    expect(spentToday(entries, now, "INR", "Africa/Lusaka")).toEqual(rupees(5_000));
  });

  it("never leaves less than nothing", () => {
    const over = [at("2026-11-21T09:00:00+05:30", -11_00_000_00)];
    expect(leftToday(over, now, "INR", "Asia/Kolkata")).toEqual(inr(0));
  });
});

describe("localDay", () => {
  it("writes a moment's calendar day where the code runs, or in a time zone", () => {
    expect(localDay(new Date(2026, 10, 21, 23, 59))).toBe("2026-11-21");
    expect(localDay(new Date("2026-11-20T20:00:00Z"), "Asia/Kolkata")).toBe("2026-11-21");
    expect(localDay(new Date("2026-11-20T20:00:00Z"), "Africa/Lusaka")).toBe("2026-11-20");
  });
});
