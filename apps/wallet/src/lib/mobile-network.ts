import { type HomeCountry, mobileNetworkOf, networkPrefixes } from "@repo/pricing/home-countries";

import { nationalSoFar } from "./phone";

/**
 * Where a country's numbers name their network (Zambia's, by the first two national digits):
 * the network the text typed so far names, or that its first two digits are no network's
 * (`none`, with the prefixes that are). Nothing where numbers name no network (India's).
 */
export function networkSoFar(
  text: string,
  mobile: HomeCountry["mobile"],
): { network?: string; none?: { prefixes: string[] } } {
  const prefixes = networkPrefixes(mobile);
  const digits = nationalSoFar(text, mobile);
  if (prefixes.length === 0 || digits.length < 2) return {};
  const network = mobileNetworkOf(mobile, digits);
  return network ? { network } : { none: { prefixes } };
}
