import { homeCountries, type HomeCountry } from "@repo/pricing/home-countries";

import { useSessionStore } from "../stores/session-store";

/** The signed-in account's home country (India for a guest): its currency, limits and numbers. */
export function useHomeCountry(): HomeCountry {
  return homeCountries[useSessionStore((s) => s.country)];
}
