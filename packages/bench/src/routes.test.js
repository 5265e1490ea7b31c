import { describe, expect, it } from "vitest";

import { walletBusinessRoutes, walletRoutes, walletVisitor } from "./routes.js";

describe("walletVisitor, connected build", () => {
  const visitor = (path) => walletVisitor(path, true);

  it("opens the entry screens signed out", () => {
    for (const path of ["/splash", "/onboarding", "/login"]) {
      expect(visitor(path)).toBe("signed-out");
    }
  });

  it("opens /create-pin as an account signed in by its code with no PIN yet, as its visitors arrive", () => {
    expect(visitor("/create-pin")).toBe("code");
  });

  it("opens the business screens as an account with its PIN and a business", () => {
    for (const path of walletBusinessRoutes) expect(visitor(path)).toBe("business");
  });

  it("opens every other screen as an account with its PIN", () => {
    for (const path of ["/dashboard", "/transactions", "/profile/security"]) {
      expect(visitor(path)).toBe("pin");
    }
  });
});

describe("walletVisitor, local build", () => {
  it("opens the business screens once a business is signed up, the rest as a first visit", () => {
    for (const path of walletBusinessRoutes) expect(walletVisitor(path, false)).toBe("business");
    for (const path of ["/splash", "/dashboard", "/create-pin", "/pay"]) {
      expect(walletVisitor(path, false)).toBe("guest");
    }
  });
});

describe("walletRoutes", () => {
  it("measures /profile/security, whose device list arrives from the server, and every business screen", () => {
    expect(walletRoutes).toContain("/profile/security");
    for (const path of walletBusinessRoutes) expect(walletRoutes).toContain(path);
  });
});
