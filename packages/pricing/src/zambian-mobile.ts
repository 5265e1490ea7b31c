import { homeCountries } from "./home-countries";
import { type NetworkOf, normaliseMobile } from "./mobile-number";

/**
 * Zambian mobile numbers by the one rule (`normaliseMobile` with Zambia's data), for the sample
 * data's billers and operators, which read numbers before any account is chosen.
 */
export type ZambianNetwork = NetworkOf<typeof homeCountries.ZM.mobile>;

export const checkZambianMobile = (input: string) => {
  const mobile = normaliseMobile(input, homeCountries.ZM.mobile);
  return mobile.ok ? { ...mobile, national: mobile.value } : mobile;
};
