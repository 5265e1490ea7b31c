import { describe, expect, it } from "vitest";

import { homeCountries } from "./home-countries";
import { normaliseMobile } from "./mobile-number";

const india = homeCountries.IN.mobile;
const zambia = homeCountries.ZM.mobile;

describe("normaliseMobile: one rule, each home country's table", () => {
  it.each([
    [india, "+91 98765 43210", "9876543210", undefined],
    [india, "098765 43210", "9876543210", undefined],
    [india, "919876543210", "9876543210", undefined],
    [zambia, "0961234567", "961234567", "MTN"],
    [zambia, "0761234567", "761234567", "MTN"],
    [zambia, "+260 97 123 4567", "971234567", "Airtel"],
    [zambia, "260771234567", "771234567", "Airtel"],
    [zambia, "951234567", "951234567", "Zamtel"],
    [zambia, "075-123-4567", "751234567", "Zamtel"],
  ])("reads %#: %s as %s on %s", (rule, text, value, network) => {
    expect(normaliseMobile(text, rule)).toStrictEqual(
      network ? { ok: true, value, network } : { ok: true, value },
    );
  });

  it.each([
    [india, "  ", "required"],
    [india, "98765abcde", "digits"],
    [india, "+260 97 123 4567", "country"],
    [india, "98765 4321", "length"],
    [india, "5876543210", "first-digit"],
    [india, "9999999999", "repeated"],
    [zambia, "", "required"],
    [zambia, "09712345ab", "digits"],
    [zambia, "+91 98123 45678", "country"],
    [zambia, "09712345", "length"],
    [zambia, "+2609712345678", "length"],
    [zambia, "0211234567", "network"],
    [zambia, "0981234567", "network"],
    [zambia, "0777777777", "repeated"],
  ])("refuses %#: %s as %s", (rule, text, problem) => {
    expect(normaliseMobile(text, rule)).toStrictEqual({ ok: false, problem });
  });

  it("reads an Indian number when no rule is given", () => {
    expect(normaliseMobile("+91-98765-43210")).toStrictEqual({ ok: true, value: "9876543210" });
  });
});

describe("mobile money, as each country's data", () => {
  it("names every Zambian network's wallet, and none in India", () => {
    expect(Object.keys(zambia.networks).sort()).toEqual(
      Object.keys(homeCountries.ZM.mobileMoney).sort(),
    );
    const mtn = normaliseMobile("0961234567", zambia);
    expect(mtn.ok && homeCountries.ZM.mobileMoney[mtn.network!]).toBe("MTN MoMo");
    expect(homeCountries.IN.mobileMoney).toEqual({});
  });
});
