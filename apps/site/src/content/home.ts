/**
 * The home page's first screen. Ids name their text in
 * packages/i18n/src/locales/<lang>/site/home.json (`stats.users`, `trust.pci`). The rest of the
 * page is in ./home-sections.ts.
 */
export const heroActions = { waitlist: "/waitlist", download: "/download" } as const;

export const stats = [
  { id: "users", value: "10M+" },
  { id: "merchants", value: "50K+" },
  { id: "transactions", value: "500Cr+" },
  { id: "uptime", value: "99.9%" },
] as const;
