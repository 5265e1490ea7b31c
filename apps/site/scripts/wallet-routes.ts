import { readFileSync } from "node:fs";
import { join } from "node:path";

const routeTree = join(import.meta.dirname, "../../wallet/src/routeTree.gen.ts");

/**
 * Every path the wallet's router knows (`/login`, `/transactions/$id`, ...), read from its
 * generated route tree (apps/wallet/src/routeTree.gen.ts, committed): the site forwards them
 * without a list of its own to keep (src/content/wallet-paths.ts). Read at build time:
 * vite.config.ts writes them in as `__WALLET_ROUTES__`.
 */
export function walletRoutes(tree = readFileSync(routeTree, "utf8")): string[] {
  const byTo = /export interface FileRoutesByTo \{([^}]*)\}/.exec(tree)?.[1];
  if (!byTo) throw new Error("No FileRoutesByTo in the wallet's routeTree.gen.ts");
  return [...byTo.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

/** The build-time constant the site's code reads the wallet's routes from. */
export const walletRoutesDefine = () => ({
  __WALLET_ROUTES__: JSON.stringify(walletRoutes()),
});
