/**
 * Wallet screens that visitors (or old links) may request on the site's origin. Each one is a
 * small page that forwards to the same path and query on the wallet deployment. routes.ts
 * registers them; the sitemap must skip them (`isWalletPath`), and each page says `noindex`.
 */
export const walletPaths = [
  "/login",
  "/onboarding",
  "/splash",
  "/create-pin",
  "/dashboard",
  "/send-money",
  "/send-money/enter-details",
  "/send-money/confirm",
  "/send-money/success",
  "/profile",
  "/profile/details",
  "/profile/security",
  "/profile/payment-methods",
  "/profile/notifications",
  "/profile/support",
  "/profile/legal",
  "/scan-pay",
  "/receive",
  "/add-money",
  "/recharge",
  "/bills",
  "/rewards",
] as const;

/** Sections whose every deeper path (`/send-money/anything`) also belongs to the wallet. */
export const walletSections = ["/send-money", "/profile"] as const;

/** Route ids of the forwarding pages start with this, so tools can tell them from real pages. */
export const WALLET_REDIRECT_ROUTE_PREFIX = "wallet-redirect:";

/** True for a path the site forwards to the wallet (never a page of its own). */
export function isWalletPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (
    (walletPaths as readonly string[]).includes(clean) ||
    walletSections.some((section) => clean.startsWith(`${section}/`))
  );
}
