import { describe, expect, it } from "vitest";

import { checkZambianMobile, mobileMoneyWallets, zambianNetworks } from "./zambian-mobile";

describe("checkZambianMobile", () => {
  it.each([
    ["0961234567", "MTN"],
    ["0761234567", "MTN"],
    ["+260 97 123 4567", "Airtel"],
    ["260771234567", "Airtel"],
    ["951234567", "Zamtel"],
    ["075-123-4567", "Zamtel"],
  ])("reads %s as a %s number", (input, network) => {
    const result = checkZambianMobile(input);
    expect(result).toMatchObject({ ok: true, network });
  });

  it("drops the leading 0 and writes the number in full with +260", () => {
    expect(checkZambianMobile("0971234567")).toEqual({
      ok: true,
      national: "971234567",
      e164: "+260971234567",
      network: "Airtel",
    });
  });

  it("refuses numbers of any other length", () => {
    expect(checkZambianMobile("097123456")).toEqual({ ok: false, reason: "length" });
    expect(checkZambianMobile("+2609712345678")).toEqual({ ok: false, reason: "length" });
    expect(checkZambianMobile("97123456")).toEqual({ ok: false, reason: "length" });
  });

  it("refuses prefixes no network uses", () => {
    expect(checkZambianMobile("0211234567")).toEqual({ ok: false, reason: "network" });
    expect(checkZambianMobile("0981234567")).toEqual({ ok: false, reason: "network" });
  });

  it("refuses other countries, letters and an empty field", () => {
    expect(checkZambianMobile("+91 98123 45678")).toEqual({ ok: false, reason: "country" });
    expect(checkZambianMobile("09712345ab")).toEqual({ ok: false, reason: "characters" });
    expect(checkZambianMobile("  ")).toEqual({ ok: false, reason: "empty" });
  });
});

describe("mobileMoneyWallets", () => {
  it("names each network's mobile-money wallet", () => {
    expect(Object.keys(mobileMoneyWallets).sort()).toEqual(Object.keys(zambianNetworks).sort());
    const mtn = checkZambianMobile("0961234567");
    expect(mtn.ok && mobileMoneyWallets[mtn.network]).toBe("MTN MoMo");
    expect(mobileMoneyWallets.Airtel).toBe("Airtel Money");
    expect(mobileMoneyWallets.Zamtel).toBe("Zamtel Kwacha");
  });
});
