import type { i18n as I18n } from "i18next";

import { contextCopy } from "../context-copy";
import { addEnglishCopy } from "../create-i18n";
import type { WalletScreen } from "./wallet";

/** A home country's own English for a screen, beside it in the country's folder (`ZM/sendMoney.json`). */
const englishCountryCopy = import.meta.glob<object>("../locales/en/wallet/*/*.json", {
  import: "default",
});

/**
 * A home country's own words for a screen, where it has any, join the screen's English as context
 * keys (`methods.phone.name_ZM`): they load for that country's accounts only, never with the shell
 * (the other languages carry them in their one chunk). The screen says
 * `t("methods.phone.name", { context: country })`, and the plain key is every other country's.
 * Its own module, so that the shell does not carry it: the wallet imports it with the account's
 * home country, which its send and receive loaders read lazily.
 */
export async function loadWalletCountryCopy(
  i18n: I18n,
  country: string,
  screen: WalletScreen,
): Promise<void> {
  const load = englishCountryCopy[`../locales/en/wallet/${country}/${screen}.json`];
  if (load) addEnglishCopy(i18n, "wallet", screen, contextCopy(await load(), country));
}

/** Every country's copy files, as the loader above finds them (locale-files.test.ts). */
export const walletCountryCopyFiles = Object.keys(englishCountryCopy);
