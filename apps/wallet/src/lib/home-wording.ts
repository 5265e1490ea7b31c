import type { WalletScreen } from "@repo/i18n/wallet";
import type { HomeCountryCode } from "@repo/pricing/home-countries";

/**
 * The words a home country's send and receive screens add to their own, as data: a country
 * whose ways to pay differ from India's (no UPI: SangamPay numbers, mobile money, branch sort
 * codes) names the copy that words them. A new home country adds its line here and its copy.
 */
export const homeWording = {
  IN: [],
  ZM: ["zambiaPay"],
} as const satisfies Record<HomeCountryCode, readonly WalletScreen[]>;
