import type { IconName } from "./icon-name";

/**
 * /how-it-works: four timed steps and three use cases. Ids name their text in
 * packages/i18n/src/locales/<lang>/site/how-it-works.json (`steps.<id>.title`, `.time`).
 */
export const steps = ["signUp", "kyc", "addMoney", "pay"] as const;

export const useCases = [
  { id: "shop", icon: "store" },
  { id: "family", icon: "globe" },
  { id: "bills", icon: "receipt" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** The call to action opens the wallet's onboarding on the wallet deployment. */
export const howItWorksCta = { walletPath: "/onboarding", faq: "/faq" } as const;
