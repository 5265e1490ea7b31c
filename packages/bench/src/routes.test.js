import { describe, expect, it } from "vitest";

import { connectedVisitor, walletRoutes } from "./routes.js";

describe("connectedVisitor", () => {
  it("opens the entry screens signed out", () => {
    for (const path of ["/splash", "/onboarding", "/login"]) {
      expect(connectedVisitor(path)).toBe("signed-out");
    }
  });

  it("opens /create-pin as an account signed in by its code with no PIN yet, as its visitors arrive", () => {
    expect(connectedVisitor("/create-pin")).toBe("code");
  });

  it("opens every other screen as an account with its PIN", () => {
    for (const path of ["/dashboard", "/transactions", "/profile/security"]) {
      expect(connectedVisitor(path)).toBe("pin");
    }
  });

  it("measures /profile/security, whose device list arrives from the server", () => {
    expect(walletRoutes).toContain("/profile/security");
  });
});
