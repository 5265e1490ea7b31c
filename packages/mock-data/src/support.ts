import type { HomeCountryCode } from "@repo/pricing/home-countries";

/** A support line to call: as it is read out, and as a `tel:` link dials it. */
export type SupportPhone = { phone: string; phoneHref: string };

/**
 * Each home country's support line, so an account is offered a number in its own country (plainly
 * fictional numbers in reserved-looking 000 blocks).
 */
export const supportPhones: Record<HomeCountryCode, SupportPhone> = {
  IN: { phone: "+91 00000 12345", phoneHref: "tel:+910000012345" },
  ZM: { phone: "+260 211 000 123", phoneHref: "tel:+260211000123" },
};

/**
 * How customers reach support: one e-mail address, and India's line where no account says which
 * country (the marketing site). The wallet's support screen calls `supportPhones[country]`.
 */
export const supportContact = {
  email: "support@sangampay.example",
  ...supportPhones.IN,
} as const;
