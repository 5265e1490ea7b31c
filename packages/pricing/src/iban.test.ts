import { describe, expect, it } from "vitest";

import { corridors } from "./corridors";
import { checkIban, formatIban, ibanRemainder } from "./iban";

describe("checkIban", () => {
  // Published example IBANs (ISO 13616 registry).
  it.each([
    ["GB82 WEST 1234 5698 7654 32", "GB", 22],
    ["DE89 3704 0044 0532 0130 00", "DE", 22],
    ["fr14 2004 1010 0505 0001 3m02 606", "FR", 27],
    ["AE07 0331 2345 6789 0123 456", "AE", 23],
  ])("accepts %s", (input, country, length) => {
    expect(checkIban(input, country, length)).toMatchObject({ ok: true });
  });

  it("refuses a number whose check digits do not add up", () => {
    expect(checkIban("GB82 WEST 1234 5698 7654 33", "GB", 22)).toEqual({
      ok: false,
      reason: "checksum",
    });
    // Two digits swapped: mod 97 catches it.
    expect(checkIban("GB82 WEST 1234 5698 7654 23", "GB", 22)).toMatchObject({ ok: false });
  });

  it("refuses the wrong length, the wrong country and stray characters", () => {
    expect(checkIban("GB82 WEST 1234 5698 7654 3", "GB", 22)).toMatchObject({ reason: "length" });
    expect(checkIban("DE89 3704 0044 0532 0130 00", "GB", 22)).toMatchObject({ reason: "country" });
    expect(checkIban("GB82-WEST-1234", "GB", 22)).toMatchObject({ reason: "characters" });
  });

  it("computes the remainder the standard way", () => {
    expect(ibanRemainder("GB82WEST12345698765432")).toBe(1);
    expect(ibanRemainder("GB00WEST12345698765432")).not.toBe(1);
  });

  it("prints in groups of four", () => {
    expect(formatIban("GB82WEST12345698765432")).toBe("GB82 WEST 1234 5698 7654 32");
  });

  it("knows the IBAN length of every IBAN country it sends to", () => {
    const ibanCountries = corridors.filter((c) => "ibanLength" in c);
    expect(ibanCountries.map((c) => c.country)).toEqual(
      expect.arrayContaining(["GB", "DE", "AE", "SA", "EG", "MU"]),
    );
  });
});
