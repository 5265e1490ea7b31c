import type { NavLink } from "./navigation";

/**
 * The shared footer's columns and social placeholders, in the order shown. Labels live in
 * packages/i18n/src/locales/<lang>/site/footer.json under the same ids.
 */
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
