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
  "/business",
  "/business/qr",
  "/business/links",
  "/business/invoices",
  "/business/reports",
  "/business/settlements",
];

/** The screen a wallet opened afresh with a PIN shows ("Enter your PIN"): for a locked account. */
export const walletLockedRoutes = ["/unlock"];

/** Screens of the connected build only (on the local build `/requests` sends to `/request`). */
export const walletConnectedRoutes = ["/requests"];

/**
 * A transaction's receipt: its address names an entry the visitor has. The local build's first
 * visit has the sample ledger (`t1`, its newest entry); on the connected build `readyVisitor`
 * adds money to the new account (its opening balance has no receipt) and opens that receipt.
 */
export const WALLET_ENTRY_ROUTE = "/transactions/$id";
export const LOCAL_SAMPLE_ENTRY = "/transactions/t1";

/**
 * Who the bench opens a wallet route as: the visitor who opens it in the product.
 * - The local build: `guest`, a first visit with nothing kept; or `business`, the same browser
 *   once it has signed a business up (anyone else is sent to the business sign-up).
 * - Either build: `locked`, for `/unlock`: signed in with a PIN, then the wallet opened afresh
 *   (`/splash`), which locks it.
 * - The connected build: `signed-out`; `code`, a new account signed in by its code, no PIN yet
 *   (an account with a PIN is sent on to /profile/security); `pin`, a new account with its PIN and
 *   the dashboard's last known view; or `business`, that account with a business signed up.
 * @param {string} path
 * @param {boolean} connected
 * @returns {"guest" | "signed-out" | "code" | "pin" | "business" | "locked"}
 */
export function walletVisitor(path, connected) {
  if (walletLockedRoutes.includes(path)) return "locked";
  const business = walletBusinessRoutes.includes(path);
  if (!connected) return business ? "business" : "guest";
  if (walletSignedOutRoutes.includes(path)) return "signed-out";
  if (walletBeforePinRoutes.includes(path)) return "code";
  return business ? "business" : "pin";
}

/**
 * Send money's details step as a visitor reaches it: its address names the way to send (one
 * address per way at home, whose frame is that way's form). Its confirm and receipt are not
 * measured: they are reached from it, with the payment in the address.
 */
export const walletSendDetailsRoutes = ["phone", "upi", "bank"].map(
  (type) => `/send-money/enter-details?type=${type}`,
);

/**
 * Every wallet screen opened by its address alone (a path, or a path and its search).
 * @type {readonly string[]}
 */
export const walletRoutes = [
  ...walletEntryRoutes,
  ...walletSendDetailsRoutes,
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
  ...walletLockedRoutes,
  WALLET_ENTRY_ROUTE,
  "/business/signup",
  "/kyc",
  "/request",
  "/split",
  ...walletConnectedRoutes,
  "/profile/details",
  "/profile/payment-methods",
  "/profile/add-bank-account",
  "/profile/add-card",
  "/profile/notifications",
  "/profile/data",
  "/profile/support",
  "/profile/legal",
];

/**
 * The routes a build's bench measures: the connected-only ones are left out of the local build.
 * @param {boolean} connected
 */
export const walletRoutesOf = (connected) =>
  walletRoutes.filter((path) => connected || !walletConnectedRoutes.includes(path));
