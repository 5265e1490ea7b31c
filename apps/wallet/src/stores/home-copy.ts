import type { WalletScreen } from "@repo/i18n/wallet";

import { homeWording } from "../lib/home-wording";
import { loadCopy } from "../lib/load-copy";

/**
 * For the loaders of the send and receive screens: their copy, and the words the account's home
 * country adds to them (`homeWording`). The session is read through a dynamic import, so the
 * route tree in the first script does not carry it.
 */
export async function loadHomeCopy(...screens: WalletScreen[]): Promise<void> {
  const { currentHomeCountry } = await import("./home-country");
  await loadCopy(...screens, ...homeWording[currentHomeCountry().code]);
}
