/**
 * The home page's first screen. Ids name their text in
 * packages/i18n/src/locales/<lang>/site/home.json (`stats.users`, `trust.pci`). The rest of the
 * page is in ./home-sections.ts.
 */
export const heroActions = { waitlist: "/waitlist", download: "/download" } as const;

/** The users figure the product spec gives: a target until launch, as the stats' label says. */
export const usersTarget = "10M+";

/** The figures under the hero: the spec's placeholders, shown as targets (`stats.label`). */
export const stats = [
  { id: "users", value: usersTarget },
  { id: "merchants", value: "50K+" },
  { id: "transactions", value: "500Cr+" },
  { id: "uptime", value: "99.9%" },
] as const;
