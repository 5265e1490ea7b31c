/**
 * The shared navigation, in the order shown, and the support contacts. Labels live in
 * packages/i18n/src/locales/<lang>/site/layout.json under the same ids; the footer's lists are in
 * ./footer.ts.
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
  /**
   * The wallet's front door (its splash), not its /login form: the wallet sends each visitor on
   * by their session (signed in: the PIN; signed out: the login; a first visit: the welcome, then
   * login). Not `/`, whose redirect to the splash drops the `?lang=` the link carries.
   */
  login: { id: "login", kind: "wallet", to: "/splash" },
  waitlist: { id: "waitlist", kind: "page", to: "/waitlist" },
} as const satisfies Record<string, NavLink>;

/** The one support e-mail and phone, shared with the wallet's support screen. */
export { supportContact } from "@repo/mock-data/support";
