import { type FeeId, feeRates } from "@repo/ledger/fees";

/**
 * /pricing: three plans and the Additional Fees table. Ids name their text in
 * packages/i18n/src/locales/<lang>/site/pricing.json. A plan's button goes to a wallet screen
 * (`wallet`: the onboarding, with where to go once signed in as `redirect`) or to a page of this
 * site (`page`).
 */
export type PlanAction =
  { kind: "wallet"; to: string; redirect?: string } | { kind: "page"; to: string };

export const plans = [
  {
    id: "personal",
    features: ["freeAccount", "noMonthly", "freeTransfers", "freeBills", "rewards"],
    action: { kind: "wallet", to: "/onboarding" },
  },
  {
    id: "merchant",
    popular: true,
    features: ["qrCodes", "paymentLinks", "analytics", "settlement", "invoices", "noSetup"],
    // The spec's way in for everyone is onboarding; a merchant lands on business sign-up after it.
    action: { kind: "wallet", to: "/onboarding", redirect: "/business/signup" },
  },
  {
    id: "enterprise",
    features: ["volumePricing", "multiLocation", "api", "manager", "sla"],
    action: { kind: "page", to: "/contact" },
  },
] as const satisfies readonly {
  id: string;
  popular?: boolean;
  features: readonly string[];
  action: PlanAction;
}[];

/**
 * The Additional Fees table, row by row in the order shown, each with its rate from
 * @repo/ledger (the copy fills it in as {{rate}}; a rate of 0 reads "Free"). A merchant's fees
 * (QR, payment links, settlement, gateway) are listed once, above it, from
 * `@repo/pricing/merchant-fees`.
 */
export const fees = (
  [
    "bankTransfer",
    "walletLoading",
    "billPayments",
    "crossBorder",
  ] as const satisfies readonly FeeId[]
).map((id) => ({ id, rate: feeRates[id] }));

export const pricingCta = { contact: "/contact", faq: "/faq" } as const;
