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

/**
 * Who the connected bench opens `path` as, the visitor who opens it in the product: `signed-out`;
 * `code`, a new account signed in by its code, no PIN yet (an account with a PIN is sent on to
 * /profile/security); or `pin`, a new account with its PIN and the dashboard's last known view.
 * @param {string} path
 * @returns {"signed-out" | "code" | "pin"}
 */
export function connectedVisitor(path) {
  if (walletSignedOutRoutes.includes(path)) return "signed-out";
  return walletBeforePinRoutes.includes(path) ? "code" : "pin";
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
  "/business/qr",
  "/business/links",
  "/business/invoices",
  "/business/reports",
  "/business/settlements",
];
