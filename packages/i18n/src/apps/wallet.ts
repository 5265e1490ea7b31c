import type { i18n as I18n } from "i18next";

import { addEnglishCopy, type AppI18nConfig } from "../create-i18n";
import { walletLanguages } from "../languages";
import common from "../locales/en/common.json";
import type { wallet } from "../locales/en/wallet";
import app from "../locales/en/wallet/app.json";
import dashboard from "../locales/en/wallet/dashboard.json";
import input from "../locales/en/wallet/input.json";
import kyc from "../locales/en/wallet/kyc.json";
import login from "../locales/en/wallet/login.json";
import nav from "../locales/en/wallet/nav.json";
import onboarding from "../locales/en/wallet/onboarding.json";
import sendMoney from "../locales/en/wallet/sendMoney.json";
import splash from "../locales/en/wallet/splash.json";

/**
 * The entry screens' English (splash, onboarding, login, dashboard, send money, and the
 * wallet-wide words) ships with the shell, so those screens paint without a second request for
 * their words; every other screen's English arrives with its route.
 */
const entryCopy = { app, splash, onboarding, login, input, dashboard, kyc, nav, sendMoney };
export const walletEnglish = { common, wallet: entryCopy };

export type WalletScreen = keyof typeof wallet;

/** The screens whose English is bundled with the shell (`loadWalletCopy` fetches nothing). */
export const walletEntryCopy = Object.keys(entryCopy) as WalletScreen[];

// Keep this exclusion list the same as entryCopy (locale-files.test.ts checks it).
const englishScreens = import.meta.glob<object>(
  [
    "../locales/en/wallet/*.json",
    "!**/app.json",
    "!**/splash.json",
    "!**/onboarding.json",
    "!**/login.json",
    "!**/input.json",
    "!**/dashboard.json",
    "!**/kyc.json",
    "!**/nav.json",
    "!**/sendMoney.json",
  ],
  { import: "default" },
);

/** Route loaders call this so a screen's English words load with the screen's own chunk. */
export async function loadWalletCopy(i18n: I18n, screen: WalletScreen): Promise<void> {
  if (screen in entryCopy) return;
  const load = englishScreens[`../locales/en/wallet/${screen}.json`];
  if (!load) throw new Error(`No wallet copy named ${screen}`);
  addEnglishCopy(i18n, "wallet", screen, await load());
}

/** Every screen's English loads by one of the two ways above (locale-files.test.ts). */
export const walletLazyCopyFiles = Object.keys(englishScreens);

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
