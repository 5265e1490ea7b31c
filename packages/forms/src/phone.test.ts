import { describe, expect, it } from "vitest";

import { homeMobileE164, internationalE164, phoneE164 } from "./phone";

describe("homeMobileE164", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["(987) 654 3210", "+919876543210"],
  ])("reads %s as an Indian mobile", (typed, e164) => {
    expect(homeMobileE164(typed, "IN")).toBe(e164);
  });

  it.each([
    ["971234567", "+260971234567"],
    ["097 123 4567", "+260971234567"],
    ["+260 97 123 4567", "+260971234567"],
    ["260971234567", "+260971234567"],
  ])("reads %s as a Zambian mobile", (typed, e164) => {
    expect(homeMobileE164(typed, "ZM")).toBe(e164);
  });

  it.each([
    ["1234567", "IN", "seven digits"],
    ["98765432", "IN", "eight digits"],
    ["987654321012", "IN", "twelve digits that are not 91 and a number"],
    ["5876543210", "IN", "a first digit no mobile has"],
    ["9999999999", "IN", "one digit repeated"],
    ["+260971234567", "IN", "a Zambian number"],
    ["98765x43210", "IN", "a letter"],
    ["871234567", "ZM", "a first digit no Zambian mobile has"],
    ["9712345678", "ZM", "ten digits without the trunk 0"],
    ["", "ZM", "nothing"],
  ] as const)("refuses %s for %s (%s)", (typed, country, _why) => {
    expect(homeMobileE164(typed, country)).toBeUndefined();
  });
});

describe("internationalE164", () => {
  it("reads a number with its country code, + or 00", () => {
    expect(internationalE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(internationalE164("0044 20 7946 0958")).toBe("+442079460958");
  });

  it("refuses a number without its code, too short or too long", () => {
    expect(internationalE164("20 7946 0958")).toBeUndefined();
    expect(internationalE164("+44 1234")).toBeUndefined();
    expect(internationalE164("+44 1234 5678 9012 34")).toBeUndefined();
  });

  it("holds a number with India's or Zambia's code to that country's rule", () => {
    expect(internationalE164("+91 98765 43210")).toBe("+919876543210");
    expect(internationalE164("+91 1234567")).toBeUndefined();
    expect(internationalE164("+260 1234567")).toBeUndefined();
  });
});

describe("phoneE164 anywhere", () => {
  it("takes a home number written nationally or any number with its code", () => {
    expect(phoneE164("98765 43210", "any")).toBe("+919876543210");
    expect(phoneE164("097 123 4567", "any")).toBe("+260971234567");
    expect(phoneE164("+1 415 555 0100", "any")).toBe("+14155550100");
  });

  it("refuses a seven-digit number and a foreign number without its code", () => {
    expect(phoneE164("1234567", "any")).toBeUndefined();
    expect(phoneE164("415 555 0100", "any")).toBeUndefined();
  });
});
