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

/** Figures the answers quote (the product's limits and fees), filled in as {{placeholders}}. */
export const faqFigures = {
  perTransactionLimit: 100000,
  perDayLimit: 1000000,
  kycMinutes: 5,
  neftHours: "2-4",
  investigationHours: 24,
  replyHours: 24,
  uptime: "99.9%",
  encryptionBits: 256,
} as const;
