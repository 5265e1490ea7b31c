import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { isWalletPath, walletPaths, walletPathsNotForwarded, walletSections } from "./wallet-paths";

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

describe("walletPaths against the wallet's route tree", () => {
  /** Every route the wallet's router knows, read from its generated route tree. */
  function walletRoutes(): string[] {
    const tree = readFileSync(
      join(import.meta.dirname, "../../../wallet/src/routeTree.gen.ts"),
      "utf8",
    );
    const byTo = /export interface FileRoutesByTo \{([^}]*)\}/.exec(tree)?.[1] ?? "";
    return [...byTo.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
  }

  it("finds the wallet's routes", () => {
    expect(walletRoutes()).toEqual(expect.arrayContaining(["/login", "/send-money/confirm"]));
  });

  it("forwards every wallet route, or lists it as not forwarded", () => {
    const notForwarded: readonly string[] = walletPathsNotForwarded;
    for (const route of walletRoutes()) {
      if (notForwarded.includes(route)) continue;
      const forwarded = route.includes("$")
        ? walletSections.some((section) => route.startsWith(`${section}/`))
        : (walletPaths as readonly string[]).includes(route);
      expect(forwarded, `${route} is neither in walletPaths nor in walletPathsNotForwarded`).toBe(
        true,
      );
    }
  });

  it("forwards no path the wallet does not have", () => {
    const routes = walletRoutes();
    for (const path of walletPaths) expect(routes, path).toContain(path);
  });
});
