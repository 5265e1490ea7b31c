import type { WalletScreen } from "@repo/i18n/wallet";
import { loadWalletCountryCopy } from "@repo/i18n/wallet-country";
import { homeCountries, type HomeCountry } from "@repo/pricing/home-countries";

import { i18n } from "../lib/i18n";
import { useSessionStore } from "./session-store";

/** The signed-in account's home country (India for a guest), read once: for loaders and stores. */
export function currentHomeCountry(): HomeCountry {
  return homeCountries[useSessionStore.getState().country];
}

/**
 * The words the account's home country has of its own for these screens (`ZM/sendMoney.json`,
 * as `_ZM` context keys; none for India), loaded beside their copy by `loadHomeCopy`. Here, in the
 * module loaders import lazily, so that the shell does not carry the loader.
 */
export async function loadCountryCopy(screens: readonly WalletScreen[]): Promise<void> {
  const { code } = currentHomeCountry();
  await Promise.all(screens.map((screen) => loadWalletCountryCopy(i18n, code, screen)));
}
