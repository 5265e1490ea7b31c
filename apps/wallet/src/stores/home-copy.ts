import type { WalletScreen } from "@repo/i18n/wallet";

import { loadCopy } from "../lib/load-copy";

/**
 * For the loaders of the send and receive screens: their copy, and the words the account's home
 * country has of its own for them (`loadCountryCopy`). The session is read through a dynamic
 * import, so the route tree in the first script does not carry it.
 */
export async function loadHomeCopy(...screens: WalletScreen[]): Promise<void> {
  const { loadCountryCopy } = await import("./home-country");
  await Promise.all([loadCopy(...screens), loadCountryCopy(screens)]);
}
