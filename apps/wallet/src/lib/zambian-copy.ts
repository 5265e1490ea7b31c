import type { WalletScreen } from "@repo/i18n/wallet";

import { loadCopy } from "./load-copy";

/**
 * For the loaders of the send and receive screens: their copy, and for a Zambian account the
 * Zambian words too (an Indian account's screens load what they always did). The session is
 * read through a dynamic import, so the route tree in the first script does not carry it.
 */
export async function loadCopyWithZambian(...screens: WalletScreen[]): Promise<void> {
  const { currentHomeCountry } = await import("./home-country");
  const zambian: WalletScreen[] = currentHomeCountry().code === "ZM" ? ["zambiaPay"] : [];
  await loadCopy(...screens, ...zambian);
}
