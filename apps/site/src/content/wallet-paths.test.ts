import { describe, expect, it } from "vitest";

import { walletRoutes } from "../../scripts/wallet-routes";
import {
  forwardedWalletPaths,
  isWalletPath,
  walletPathsNotForwarded,
  walletSections,
} from "./wallet-paths";

describe("isWalletPath", () => {
  it("recognises wallet screens and anything under the wallet's sections", () => {
    for (const path of [
      "/login",
      "/dashboard/",
      "/send-money",
      "/send-money/confirm",
      "/profile/x/y",
    ]) {
      expect(isWalletPath(path), path).toBe(true);
    }
  });

  it("leaves the site's own pages alone", () => {
    for (const path of ["/", "/merchant", "/faq", "/send-moneyx", "/profiles", "/waitlist"]) {
      expect(isWalletPath(path), path).toBe(false);
    }
  });
});

describe("the wallet's routes, read from its route tree", () => {
  const routes = walletRoutes();

  it("finds the wallet's routes, and the build wrote in the same", () => {
    expect(routes).toEqual(
      expect.arrayContaining(["/", "/login", "/send-money/confirm", "/transactions/$id"]),
    );
    expect(__WALLET_ROUTES__).toEqual(routes);
  });

  it("reads the paths a link names, and refuses a tree it cannot read", () => {
    const tree = `export interface FileRoutesByTo {
  '/': typeof IndexRoute
  '/bills': typeof BillsRoute
  '/transactions/$id': typeof TransactionsIdRoute
}`;
    expect(walletRoutes(tree)).toEqual(["/", "/bills", "/transactions/$id"]);
    expect(() => walletRoutes("export const routeTree = {}")).toThrow(/FileRoutesByTo/);
  });

  it("forwards every wallet route but those listed as not forwarded", () => {
    const notForwarded: readonly string[] = walletPathsNotForwarded;
    for (const route of routes) {
      const path = route.replaceAll(/\$\w+/g, "anything");
      expect(isWalletPath(path), route).toBe(!notForwarded.includes(route));
    }
  });

  it("forwards, and prerenders, only paths the wallet has", () => {
    expect(forwardedWalletPaths()).not.toEqual([]);
    for (const path of [...forwardedWalletPaths(), ...walletSections]) {
      expect(routes, path).toContain(path);
    }
  });
});
