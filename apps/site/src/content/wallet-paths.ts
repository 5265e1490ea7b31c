/**
 * Wallet screens that visitors (or old links) may request on the site's origin. The catch-all
 * route forwards them to the same path and query on the wallet deployment; they are prerendered
 * (react-router.config.ts) so the forward works without JavaScript, and say `noindex`.
 */
export const walletPaths = [
  "/login",
  "/onboarding",
  "/splash",
  "/create-pin",
  "/unlock",
  "/dashboard",
  "/send-money",
  "/send-money/enter-details",
  "/send-money/confirm",
  "/send-money/success",
  "/profile",
  "/profile/details",
  "/profile/security",
  "/profile/payment-methods",
  "/profile/add-bank-account",
  "/profile/add-card",
  "/profile/notifications",
  "/profile/support",
  "/profile/legal",
  "/profile/data",
  "/scan-pay",
  "/receive",
  "/add-money",
  "/recharge",
  "/bills",
  "/rewards",
  "/business",
  "/business/signup",
  "/business/qr",
  "/business/links",
  "/business/settlements",
  "/business/invoices",
  "/business/reports",
  "/pay",
  "/request",
  "/requests",
  "/split",
  "/kyc",
  "/transactions",
  "/transactions/statement",
  "/insights",
] as const;

/**
 * Sections whose every deeper path (`/send-money/anything`) also belongs to the wallet. A wallet
 * route with a parameter (a receipt at `/transactions/$id`) can only be forwarded this way.
 */
export const walletSections = ["/send-money", "/profile", "/transactions"] as const;

/**
 * Wallet routes the site deliberately does not forward: `/` is the site's own home page.
 * `wallet-paths.test.ts` reads the wallet's route tree, so a new wallet screen fails the tests
 * until it is listed above (forwarded) or here (not forwarded).
 */
export const walletPathsNotForwarded = ["/"] as const;

/** True for a path the site forwards to the wallet (never a page of its own). */
export function isWalletPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (
    (walletPaths as readonly string[]).includes(clean) ||
    walletSections.some((section) => clean.startsWith(`${section}/`))
  );
}
