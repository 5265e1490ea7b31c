import type { IconName } from "./icon-name";

/**
 * /about: the company page the footer links to. Ids name their text in
 * packages/i18n/src/locales/<lang>/site/about.json.
 */
export const storyParagraphs = ["confluence", "corridor", "today"] as const;

export const values = [
  { id: "trust", icon: "shield" },
  { id: "inclusion", icon: "users" },
  { id: "simplicity", icon: "sparkles" },
  { id: "transparency", icon: "eye" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** Offices by city; the headquarters' full address is on the contact page. */
export const offices = [
  { id: "mumbai", icon: "building" },
  { id: "hyderabad", icon: "building" },
  { id: "lusaka", icon: "building" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const aboutCta = { waitlist: "/waitlist", contact: "/contact" } as const;
