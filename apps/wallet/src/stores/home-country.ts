import { homeCountries, type HomeCountry } from "@repo/pricing/home-countries";

import { useSessionStore } from "./session-store";

/** The signed-in account's home country (India for a guest), read once: for loaders and stores. */
export function currentHomeCountry(): HomeCountry {
  return homeCountries[useSessionStore.getState().country];
}
