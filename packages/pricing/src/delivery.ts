/**
 * How long money sent abroad takes to arrive, by how it is delivered: the one source of every
 * delivery time SangamPay states (the quote, the receipt, onboarding, the site) and of when the
 * wallet's local simulation marks a transfer arrived. Kept apart from the country list, so a
 * screen that states a time does not load every corridor.
 */
export type DeliveryMethod = "mobileMoney" | "bank" | "upi";

/** How long a transfer takes to arrive, at most. */
export type DeliveryEstimate = { unit: "minutes" | "hours" | "days"; max: number };

export const deliveryEstimates: Record<DeliveryMethod, DeliveryEstimate> = {
  mobileMoney: { unit: "minutes", max: 10 },
  upi: { unit: "minutes", max: 10 },
  bank: { unit: "days", max: 2 },
};

const UNIT_MS: Record<DeliveryEstimate["unit"], number> = {
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};

/** When money sent at `sent` has arrived at the latest. */
export function arrivalOf(sent: Date, estimate: DeliveryEstimate): Date {
  return new Date(sent.getTime() + estimate.max * UNIT_MS[estimate.unit]);
}

const INTL_UNIT = { minutes: "minute", hours: "hour", days: "day" } as const;

/** An estimate as copy ("10 minutes", "2 days"), in the given language's words and digits. */
export function formatDelivery(estimate: DeliveryEstimate, locale = "en-IN"): string {
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: INTL_UNIT[estimate.unit],
    unitDisplay: "long",
  }).format(estimate.max);
}

/** Every method's time as copy, for a sentence that states them all (onboarding, the site). */
export function deliveryTimes(locale = "en-IN"): Record<DeliveryMethod, string> {
  return {
    mobileMoney: formatDelivery(deliveryEstimates.mobileMoney, locale),
    upi: formatDelivery(deliveryEstimates.upi, locale),
    bank: formatDelivery(deliveryEstimates.bank, locale),
  };
}
