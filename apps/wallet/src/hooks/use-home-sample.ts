import { type HomeSample, homeSamples } from "@repo/mock-data/home-samples";

import { useSessionStore } from "../stores/session-store";

/** The sample account of the signed-in home country: its user, contacts and linked banks. */
export function useHomeSample(): HomeSample {
  return homeSamples[useSessionStore((s) => s.country)];
}
