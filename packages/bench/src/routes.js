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

/** @type {readonly string[]} */
export const walletRoutes = [
  ...walletEntryRoutes,
  "/create-pin",
  "/transactions",
  "/insights",
  "/profile",
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
