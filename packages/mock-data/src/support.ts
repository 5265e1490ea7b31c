/** How customers reach support: the wallet's support screen and the marketing site both use it. */
export const supportContact = {
  email: "support@sangampay.example",
  /** A plainly fictional number in the reserved-looking 00000 block. */
  phone: "+91 00000 12345",
  phoneHref: "tel:+910000012345",
} as const;
