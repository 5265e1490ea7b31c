import { loadWalletCountryCopy, type WalletScreen } from "@repo/i18n/wallet";

import { i18n } from "../lib/i18n";
import { loadCopy } from "../lib/load-copy";

/**
 * For the loaders of the send and receive screens: their copy, and the words the account's home
 * country has of its own for them (`ZM/sendMoney.json`, as `_ZM` context keys; none for India).
 * The session is read through a dynamic import, so the route tree in the first script does not
 * carry it.
 */
export async function loadHomeCopy(...screens: WalletScreen[]): Promise<void> {
  const { currentHomeCountry } = await import("./home-country");
  const { code } = currentHomeCountry();
  await Promise.all([
    loadCopy(...screens),
    ...screens.map((screen) => loadWalletCountryCopy(i18n, code, screen)),
  ]);
}
