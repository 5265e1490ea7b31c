import type { WalletScreen } from "@repo/i18n/wallet";

import { currentHomeCountry } from "./home-country";

/**
 * The Zambian words of the send and receive screens, for a loader: loaded for a Zambian account
 * only, so an Indian account's screens load what they always did.
 */
export function zambianCopy(): WalletScreen[] {
  return currentHomeCountry().code === "ZM" ? ["zambiaPay"] : [];
}
