import { feeRates } from "@repo/ledger/fees";
import { LIMITS } from "@repo/ledger/limits";
import { merchantFeeRate } from "@repo/pricing/merchant-fees";
import { formatPercent } from "@repo/pricing/percent";

/**
 * The FAQ: categories in the order the page shows them, each listing its question ids. Questions and answers
 * live in packages/i18n/src/locales/<lang>/site/faq.json under `questions.<id>`.
 */
export const faqCategories = [
  { id: "gettingStarted", questions: ["whatIs", "signUp", "kyc"] },
  { id: "payments", questions: ["limits", "transferTime", "crossBorder", "fees"] },
  { id: "security", questions: ["safe", "unauthorized", "protect"] },
  { id: "merchants", questions: ["becomeMerchant", "merchantFees", "settlementSpeed", "gst"] },
  { id: "support", questions: ["contactSupport", "uptime"] },
] as const;

/**
 * Figures the answers quote, filled in as {{placeholders}}: limits and fees from @repo/ledger
 * (a merchant's from @repo/pricing/merchant-fees), the rest here.
 */
export const faqFigures = {
  perTransactionLimit: LIMITS.INR.perPayment,
  perDayLimit: LIMITS.INR.perDay,
  zambiaPerTransactionLimit: LIMITS.ZMW.perPayment,
  zambiaPerDayLimit: LIMITS.ZMW.perDay,
  crossBorderRate: formatPercent(feeRates.crossBorder),
  qrRate: formatPercent(merchantFeeRate("qr")),
  paymentLinksRate: formatPercent(merchantFeeRate("paymentLinks")),
  instantSettlementRate: formatPercent(merchantFeeRate("settlement")),
  kycMinutes: 5,
  pinDigits: 6,
  neftHours: "2-4",
  investigationHours: 24,
  replyHours: 24,
  uptime: "99.9%",
  encryptionBits: 256,
} as const;
