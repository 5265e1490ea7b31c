/**
 * The shared navigation and footer, as the spec lists them. Labels live in
 * packages/i18n/src/locales/<lang>/site/layout.json under the same ids.
 */
export type NavLink =
  | { id: string; kind: "page"; to: string }
  | { id: string; kind: "wallet"; to: string }
  | { id: string; kind: "placeholder" };

export const headerLinks = [
  { id: "home", kind: "page", to: "/" },
  { id: "features", kind: "page", to: "/features" },
  { id: "howItWorks", kind: "page", to: "/how-it-works" },
  { id: "merchant", kind: "page", to: "/merchant" },
  { id: "pricing", kind: "page", to: "/pricing" },
  { id: "security", kind: "page", to: "/security" },
] as const satisfies readonly NavLink[];

export const headerActions = {
  login: { id: "login", kind: "wallet", to: "/login" },
  waitlist: { id: "waitlist", kind: "page", to: "/waitlist" },
} as const satisfies Record<string, NavLink>;

export const footerColumns = [
  {
    id: "product",
    links: [
      { id: "features", kind: "page", to: "/features" },
      { id: "howItWorks", kind: "page", to: "/how-it-works" },
      { id: "pricing", kind: "page", to: "/pricing" },
      { id: "security", kind: "page", to: "/security" },
      { id: "merchant", kind: "page", to: "/merchant" },
    ],
  },
  {
    id: "company",
    links: [
      { id: "about", kind: "page", to: "/about" },
      { id: "contact", kind: "page", to: "/contact" },
      { id: "faq", kind: "page", to: "/faq" },
      { id: "careers", kind: "placeholder" },
      { id: "press", kind: "placeholder" },
    ],
  },
  {
    id: "legal",
    links: [
      { id: "privacy", kind: "page", to: "/privacy" },
      { id: "terms", kind: "page", to: "/terms" },
      { id: "compliance", kind: "placeholder" },
      { id: "cookies", kind: "placeholder" },
    ],
  },
] as const satisfies readonly { id: string; links: readonly NavLink[] }[];

export const socialNetworks = ["Twitter", "LinkedIn", "Instagram", "Facebook"] as const;

export const supportContact = {
  email: "support@sangampay.example",
  /** A plainly fictional number in the reserved-looking 00000 block. */
  phone: "+91 00000 12345",
  phoneHref: "tel:+910000012345",
} as const;
