import type { IconName } from "./icon-name";

/**
 * The twelve feature cards of /features. Each id names its title, description and benefits in
 * packages/i18n/src/locales/<lang>/site/features.json (`items.<id>.title`); benefit ids name
 * `benefits.<id>` and are unique across cards.
 */
export const features = [
  { id: "scanPay", icon: "qr", benefits: ["anyQr", "noCash", "receipt"] },
  { id: "transfers", icon: "transfer", benefits: ["mobileUpi", "instant", "free"] },
  { id: "bankTransfers", icon: "bank", benefits: ["neft", "scheduled", "status"] },
  { id: "wallet", icon: "wallet", benefits: ["loadFree", "balance", "limits"] },
  { id: "bills", icon: "receipt", benefits: ["billers", "dueReminders", "autopay"] },
  { id: "recharge", icon: "smartphone", benefits: ["plans", "dth", "history"] },
  { id: "crossBorder", icon: "globe", benefits: ["corridor", "countries", "rates"] },
  { id: "rewards", icon: "gift", benefits: ["cashback", "points", "offers"] },
  { id: "splitBills", icon: "split", benefits: ["groups", "nudges", "settle"] },
  { id: "insights", icon: "chart", benefits: ["categories", "monthly", "budgets"] },
  { id: "merchantTools", icon: "store", benefits: ["qrCodes", "links", "settlement"] },
  { id: "security", icon: "shield", benefits: ["encryption", "twoFactor", "biometric"] },
] as const satisfies readonly { id: string; icon: IconName; benefits: readonly string[] }[];

export const featuresCta = { waitlist: "/waitlist", howItWorks: "/how-it-works" } as const;
