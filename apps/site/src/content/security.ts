import type { IconName } from "./icon-name";

/**
 * /security: six cards, four certification badges, the best-practice list and three protections.
 * Ids name their text in packages/i18n/src/locales/<lang>/site/security.json.
 */
export const securityFeatures = [
  { id: "encryption", icon: "lock" },
  { id: "twoFactor", icon: "smartphone" },
  { id: "biometric", icon: "fingerprint" },
  { id: "fraud", icon: "shield" },
  { id: "compliance", icon: "bank" },
  { id: "privacy", icon: "eye" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** Certification names are proper nouns and are shown as written in every language. */
export const certifications = [
  { id: "pci", name: "PCI-DSS Level 1" },
  { id: "iso", name: "ISO 27001" },
  { id: "soc2", name: "SOC 2 Type II" },
  { id: "gdpr", name: "GDPR" },
] as const;

export const practices = [
  "neverShare",
  "biometric",
  "verify",
  "officialApp",
  "update",
  "report",
] as const;

export const protections = [
  { id: "monitoring", icon: "activity" },
  { id: "data", icon: "database" },
  { id: "payments", icon: "card" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const securityCta = { contact: "/contact", faq: "/faq" } as const;
