// The routes `pnpm bench` measures: every page of the site (English; the Telugu pages are the same
// code with other copy) and the wallet's screens that open without an action first.

/** @type {readonly string[]} */
export const siteRoutes = [
  "/",
  "/landing",
  "/features",
  "/how-it-works",
  "/pricing",
  "/security",
  "/about",
  "/merchant",
  "/faq",
  "/contact",
  "/privacy",
  "/terms",
  "/waitlist",
  "/download",
  "/demo",
];

/** The entry screens first (splash, onboarding, login, dashboard, send money). */
export const walletEntryRoutes = ["/splash", "/onboarding", "/login", "/dashboard", "/send-money"];

/** The wallet's screens for someone not signed in: the connected bench measures them signed out. */
export const walletSignedOutRoutes = ["/splash", "/onboarding", "/login"];

/** The wallet's screens for someone signed in by the code who has no PIN yet. */
export const walletBeforePinRoutes = ["/create-pin"];

/** The business screens: for the owner of a business, whose sign-up the bench makes first. */
export const walletBusinessRoutes = [
  "/business/qr",
  "/business/links",
  "/business/invoices",
  "/business/reports",
  "/business/settlements",
];

/**
 * Who the bench opens a wallet route as: the visitor who opens it in the product.
 * - The local build (no accounts): `guest`, a first visit with nothing kept; or `business`, the
 *   same browser once it has signed a business up (anyone else is sent to the business sign-up).
 * - The connected build: `signed-out`; `code`, a new account signed in by its code, no PIN yet
 *   (an account with a PIN is sent on to /profile/security); `pin`, a new account with its PIN and
 *   the dashboard's last known view; or `business`, that account with a business signed up.
 * @param {string} path
 * @param {boolean} connected
 * @returns {"guest" | "signed-out" | "code" | "pin" | "business"}
 */
export function walletVisitor(path, connected) {
  const business = walletBusinessRoutes.includes(path);
  if (!connected) return business ? "business" : "guest";
  if (walletSignedOutRoutes.includes(path)) return "signed-out";
  if (walletBeforePinRoutes.includes(path)) return "code";
  return business ? "business" : "pin";
}

/** @type {readonly string[]} */
export const walletRoutes = [
  ...walletEntryRoutes,
  "/create-pin",
  "/transactions",
  "/insights",
  "/profile",
  "/profile/security",
  "/scan-pay",
  "/receive",
  "/add-money",
  "/recharge",
  "/bills",
  "/rewards",
  "/pay",
  "/transactions/statement",
  ...walletBusinessRoutes,
];
