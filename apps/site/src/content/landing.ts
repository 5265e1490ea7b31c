import { balances } from "@repo/mock-data/balances";
import { merchantName, merchantPayments, merchantSummary } from "@repo/mock-data/merchant";
import { transactions } from "@repo/mock-data/transactions";
import { user } from "@repo/mock-data/user";

import type { IconName } from "./icon-name";
import { headerActions } from "./navigation";

/**
 * /landing, the earlier home layout kept as a campaign page. Ids name their text in
 * packages/i18n/src/locales/<lang>/site/landing.json.
 */
export const landingAnchors = ["features", "merchant", "security", "about"] as const;

/**
 * Login and Sign Up open these wallet screens; Get Started Free opens onboarding too. Login is the
 * wallet's front door, which asks a signed-in visitor for the PIN (as the header's Login).
 */
export const landingWallet = {
  login: headerActions.login.to,
  signUp: "/onboarding",
  start: "/onboarding",
} as const;

export const landingLinks = {
  demo: "/demo",
  /** The merchant page's "Become a Merchant" form section. */
  merchantForm: "/merchant#merchant-form",
  merchant: "/merchant",
  about: "/about",
} as const;

const received = transactions.find((t) => t.type === "income" && t.category === "transfer");
if (!received) throw new Error("@repo/mock-data has no incoming transfer");

/** What the hero's phone shows: the sample wallet from @repo/mock-data. */
export const phoneSample = {
  firstName: user.firstName,
  balance: balances.wallet,
  received: { name: received.name, amount: received.amount },
};

export const phoneTiles = [
  { id: "recharge", icon: "smartphone" },
  { id: "billPay", icon: "receipt" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const landingStats = [
  { id: "users", value: "50M+" },
  { id: "volume", value: "₹1,000Cr+" },
  { id: "uptime", value: "99.9%" },
] as const;

export const landingFeatures = [
  { id: "wallet", icon: "wallet" },
  { id: "scanPay", icon: "qr" },
  { id: "transfer", icon: "transfer" },
  { id: "bills", icon: "receipt" },
  { id: "security", icon: "shield" },
  { id: "fast", icon: "zap" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const merchantItems = [
  { id: "qr", icon: "qr" },
  { id: "analytics", icon: "chart" },
  { id: "methods", icon: "card" },
  { id: "customers", icon: "users" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const dashboardSample = {
  merchant: merchantName,
  summary: merchantSummary,
  payments: merchantPayments,
};

export const landingSecurity = [
  { id: "encryption", icon: "lock" },
  { id: "twoFactor", icon: "smartphone" },
  { id: "pci", icon: "check" },
  { id: "biometric", icon: "fingerprint" },
] as const satisfies readonly { id: string; icon: IconName }[];
