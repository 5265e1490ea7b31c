import { homeCountries } from "@repo/pricing/home-countries";
import { describe, expect, it } from "vitest";

import { networkSoFar } from "./mobile-network";

describe("networkSoFar", () => {
  const zambia = homeCountries.ZM.mobile;
  const india = homeCountries.IN.mobile;

  it.each([
    ["096", "MTN"],
    ["+260 77 123", "Airtel"],
    ["260951234567", "Zamtel"],
    ["75", "Zamtel"],
  ])("names the Zambian network of %s", (typed, network) => {
    expect(networkSoFar(typed, zambia)).toEqual({ network });
  });

  it("says when a Zambian number's first digits are no network's, with the ones that are", () => {
    expect(networkSoFar("0911", zambia)).toEqual({
      none: { prefixes: ["96", "76", "97", "77", "95", "75"] },
    });
    expect(networkSoFar("9", zambia)).toEqual({});
  });

  it("says nothing where numbers name no network (India's)", () => {
    expect(networkSoFar("9876543210", india)).toEqual({});
    expect(networkSoFar("1234", india)).toEqual({});
  });
});
