import { limitsOf } from "@repo/ledger/limits";
import { minorDigits } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import {
  DEFAULT_HOME_COUNTRY,
  homeCountries,
  homeCountryCodes,
  homeCountryOfCurrency,
  isHomeCountryCode,
  mobileNetworkOf,
  networkPrefixes,
  sendsAtHome,
} from "./home-countries";

describe("home countries", () => {
  it.each(homeCountryCodes)("%s has every field, in its own currency", (code) => {
    const country = homeCountries[code];
    expect(country.code).toBe(code);
    expect(country.name).toMatch(/\S/);
    expect(country.mobile.callingCode).toMatch(/^\+\d{1,3}$/);
    expect(country.mobile.length).toBeGreaterThanOrEqual(7);
    expect(country.mobile.firstDigits).toMatch(/^\d+$/);
    expect(Object.hasOwn(minorDigits, country.currency)).toBe(true);
    expect(new Intl.Locale(country.locale).region).toBe(code);
    const { min, perPayment, perDay } = limitsOf(country.currency);
    for (const limit of [min, perPayment, perDay]) {
      expect(limit.currency).toBe(country.currency);
      expect(Number.isSafeInteger(limit.minor)).toBe(true);
    }
    expect(min.minor).toBeGreaterThan(0);
    expect(perPayment.minor).toBeGreaterThan(min.minor);
    expect(perDay.minor).toBeGreaterThanOrEqual(perPayment.minor);
    expect(country.quickAmounts.length).toBeGreaterThanOrEqual(3);
    for (const amount of country.quickAmounts) {
      expect(amount * 10 ** minorDigits[country.currency]).toBeLessThanOrEqual(perPayment.minor);
    }
  });

  it("has one home country per currency, and India when nothing says otherwise", () => {
    expect(homeCountryOfCurrency("ZMW")?.code).toBe("ZM");
    expect(homeCountryOfCurrency("INR")?.code).toBe("IN");
    expect(homeCountryOfCurrency("KES")).toBeUndefined();
    expect(DEFAULT_HOME_COUNTRY).toBe("IN");
    expect(isHomeCountryCode("ZM")).toBe(true);
    expect(isHomeCountryCode("KE")).toBe(false);
    expect(isHomeCountryCode("toString")).toBe(false);
  });
});

describe("ways to pay at home, as each country's data", () => {
  it.each(homeCountryCodes)(
    "%s sends by a mobile number, a bank and abroad, and scans codes",
    (code) => {
      const country = homeCountries[code];
      for (const way of ["phone", "scan", "bank", "international"] as const) {
        expect(sendsAtHome(country, way)).toBe(true);
      }
      expect(new Set(country.payments.ways).size).toBe(country.payments.ways.length);
    },
  );

  it("gives India UPI and IFSCs, and Zambia SangamPay numbers, mobile money and sort codes", () => {
    expect(homeCountries.IN.payments).toMatchObject({ code: "upi", bankBranch: "ifsc" });
    expect(sendsAtHome(homeCountries.IN, "upi")).toBe(true);
    expect(sendsAtHome(homeCountries.IN, "mobileMoney")).toBe(false);
    expect(homeCountries.ZM.payments).toMatchObject({ code: "sangamPay", bankBranch: "sortCode" });
    expect(sendsAtHome(homeCountries.ZM, "upi")).toBe(false);
    expect(sendsAtHome(homeCountries.ZM, "mobileMoney")).toBe(true);
  });

  it("offers mobile money only where the networks have wallets", () => {
    for (const code of homeCountryCodes) {
      const country = homeCountries[code];
      expect(sendsAtHome(country, "mobileMoney")).toBe(Object.keys(country.mobileMoney).length > 0);
    }
  });
});

describe("mobile networks, as each country's data", () => {
  it("names a Zambian number's network by its first two national digits, and no Indian one's", () => {
    const zambia = homeCountries.ZM.mobile;
    expect(mobileNetworkOf(zambia, "961234567")).toBe("MTN");
    expect(mobileNetworkOf(zambia, "77")).toBe("Airtel");
    expect(mobileNetworkOf(zambia, "751234567")).toBe("Zamtel");
    expect(mobileNetworkOf(zambia, "981234567")).toBeUndefined();
    expect(networkPrefixes(zambia).sort()).toEqual(["75", "76", "77", "95", "96", "97"]);
    expect(mobileNetworkOf(homeCountries.IN.mobile, "9876543210")).toBeUndefined();
    expect(networkPrefixes(homeCountries.IN.mobile)).toEqual([]);
  });
});
