import type { FormFieldSpec } from "./form-field";
import type { IconName } from "./icon-name";

/** The merchant page's lists. Wording: packages/i18n/src/locales/<lang>/site/merchant.json. */
export const merchantFeatures = [
  { id: "qr", icon: "qr" },
  { id: "links", icon: "link" },
  { id: "invoices", icon: "receipt" },
  { id: "analytics", icon: "chart" },
  { id: "settlements", icon: "zap" },
  { id: "fraud", icon: "shield" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const merchantBenefits = [
  "allMethods",
  "noFees",
  "multiLocation",
  "support",
  "gst",
  "reports",
] as const;

/** Sample week shown on the analytics card (rupees and payment counts per day). */
export const sampleWeek = [
  { day: "mon", revenue: 18450, payments: 64 },
  { day: "tue", revenue: 21300, payments: 71 },
  { day: "wed", revenue: 17900, payments: 58 },
  { day: "thu", revenue: 24650, payments: 83 },
  { day: "fri", revenue: 29800, payments: 97 },
  { day: "sat", revenue: 34200, payments: 112 },
  { day: "sun", revenue: 26750, payments: 88 },
] as const;

/** Revenue of the week before, for the growth figure. */
export const samplePreviousWeekRevenue = 154600;

/** Customers (sample contacts) who paid most recently, with what they paid. */
export const sampleRecentPayments = [
  { contactId: "c3", amount: 1450, method: "upi" },
  { contactId: "c2", amount: 820, method: "qr" },
  { contactId: "c5", amount: 2300, method: "card" },
] as const;

/** The merchant inquiry form's fields. */
export const merchantFormFields = [
  { name: "businessName", type: "text", required: true, autoComplete: "organization" },
  { name: "contactName", type: "text", required: true, autoComplete: "name" },
  { name: "email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", type: "tel", required: true, autoComplete: "tel" },
  { name: "businessType", type: "text", required: true, wide: true },
  { name: "message", type: "textarea", wide: true },
] as const satisfies readonly FormFieldSpec[];

/** The id other pages link to (/merchant#merchant-form). */
export const MERCHANT_FORM_ID = "merchant-form";
