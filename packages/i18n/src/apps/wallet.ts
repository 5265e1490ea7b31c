import common from "../locales/en/common.json";
import { wallet } from "../locales/en/wallet";
import type { AppI18nConfig } from "../create-i18n";

export const walletEnglish = { common, wallet };

type Json = { default: object };
const bundle = (c: Promise<Json>, w: Promise<{ wallet: object }>) =>
  Promise.all([c, w]).then(([commonModule, walletModule]) => ({
    common: commonModule.default,
    wallet: walletModule.wallet,
  }));

/** The wallet's languages: English bundled, the others fetched when chosen. */
export const walletI18n: AppI18nConfig = {
  app: "wallet",
  namespaces: ["common", "wallet"],
  english: walletEnglish,
  load: {
    te: () => bundle(import("../locales/te/common.json"), import("../locales/te/wallet")),
    hi: () => bundle(import("../locales/hi/common.json"), import("../locales/hi/wallet")),
    es: () => bundle(import("../locales/es/common.json"), import("../locales/es/wallet")),
    fr: () => bundle(import("../locales/fr/common.json"), import("../locales/fr/wallet")),
  },
};
