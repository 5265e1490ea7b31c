/**
 * Sections whose every deeper path (`/send-money/anything`) also belongs to the wallet. A wallet
 * route with a parameter (a receipt at `/transactions/$id`) can only be forwarded this way.
 */
export const walletSections = ["/send-money", "/profile", "/transactions"] as const;

/** Wallet routes the site deliberately does not forward: `/` is the site's own home page. */
export const walletPathsNotForwarded = ["/"] as const;

/**
 * Wallet screens that visitors (or old links) may request on the site's origin: every path of the
 * wallet's router (`routes`, read from its route tree at build time: scripts/wallet-routes.ts)
 * but those with a parameter (see `walletSections`) and those not forwarded. The catch-all route
 * forwards them to the same path and query on the wallet deployment; they are prerendered
 * (react-router.config.ts) so the forward works without JavaScript, and say `noindex`. A new
 * wallet screen is forwarded without an edit here.
 */
export function forwardedWalletPaths(routes: readonly string[] = __WALLET_ROUTES__) {
  const notForwarded: readonly string[] = walletPathsNotForwarded;
  return routes.filter((route) => !route.includes("$") && !notForwarded.includes(route));
}

/** True for a path the site forwards to the wallet (never a page of its own). */
export function isWalletPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (
    forwardedWalletPaths().includes(clean) ||
    walletSections.some((section) => clean.startsWith(`${section}/`))
  );
}
