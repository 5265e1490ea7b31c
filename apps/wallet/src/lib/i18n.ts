import { createI18n } from "@repo/i18n/create-i18n";
import { walletI18n } from "@repo/i18n/wallet";

/** The wallet's one i18next instance: English bundled, the other four languages on demand. */
export const i18n = createI18n(walletI18n);
