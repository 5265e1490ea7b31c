import type { i18n as I18n } from "i18next";

import { addEnglishCopy, type AppI18nConfig } from "../create-i18n";
import { walletLanguages } from "../languages";
import common from "../locales/en/common.json";
import type { wallet } from "../locales/en/wallet";

/** Only the shared words ship up front; each screen's English arrives with its route. */
export const walletEnglish = { common, wallet: {} };

export type WalletScreen = keyof typeof wallet;

const englishScreens = import.meta.glob<object>("../locales/en/wallet/*.json", {
  import: "default",
});

/** Route loaders call this so a screen's English words load with the screen's own chunk. */
export async function loadWalletCopy(i18n: I18n, screen: WalletScreen): Promise<void> {
  const load = englishScreens[`../locales/en/wallet/${screen}.json`];
  if (!load) throw new Error(`No wallet copy named ${screen}`);
  addEnglishCopy(i18n, "wallet", screen, await load());
}

type Json = { default: object };
const bundle = (c: Promise<Json>, w: Promise<{ wallet: object }>) =>
  Promise.all([c, w]).then(([commonModule, walletModule]) => ({
    common: commonModule.default,
    wallet: walletModule.wallet,
  }));

/** The wallet's languages: English bundled, the others fetched when chosen. */
export const walletI18n: AppI18nConfig = {
  app: "wallet",
  languages: walletLanguages,
  namespaces: ["common", "wallet"],
  english: walletEnglish,
  load: {
    te: () => bundle(import("../locales/te/common.json"), import("../locales/te/wallet")),
    hi: () => bundle(import("../locales/hi/common.json"), import("../locales/hi/wallet")),
    es: () => bundle(import("../locales/es/common.json"), import("../locales/es/wallet")),
    fr: () => bundle(import("../locales/fr/common.json"), import("../locales/fr/wallet")),
  },
};
