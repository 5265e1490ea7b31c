import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import {
  walletBusinessRoutes,
  walletRoutes,
  walletRoutesOf,
  walletSendDetailsRoutes,
  walletVisitor,
} from "./routes.js";

const routesFolder = fileURLToPath(new URL("../../../apps/wallet/src/routes/", import.meta.url));

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

describe("walletVisitor, either build", () => {
  it("opens /unlock as an account with its PIN whose wallet was opened afresh (locked)", () => {
    expect(walletVisitor("/unlock", true)).toBe("locked");
    expect(walletVisitor("/unlock", false)).toBe("locked");
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

  it("measures every wallet screen a visitor opens by its address (issue 30, goal 5)", () => {
    const screens = readdirSync(routesFolder, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx") && !/(^|\/)-|__root|\.test\./.test(file))
      .map((file) => `/${file.replace(/\.tsx$/, "").replace(/(^|\/)(index|route)$/, "")}`)
      .map((path) => (path.length > 1 ? path.replace(/\/$/, "") : path))
      .filter((path) => path !== "/" && !path.startsWith("/send-money/"));
    expect(screens.length).toBeGreaterThan(35);
    for (const path of screens) expect(walletRoutes, path).toContain(path);
  });

  it("measures send money's details step at each way to send at home, by the address a visitor reaches", () => {
    const addresses = walletRoutesOf(false).filter((path) => path.includes("?"));
    expect(addresses).toEqual([
      "/send-money/enter-details?type=phone",
      "/send-money/enter-details?type=upi",
      "/send-money/enter-details?type=bank",
    ]);
    expect(walletRoutesOf(true)).toEqual(expect.arrayContaining(walletSendDetailsRoutes));
    for (const address of addresses) {
      const url = new URL(address, "http://bench");
      expect(url.pathname).toBe("/send-money/enter-details");
      expect([...url.searchParams.keys()]).toEqual(["type"]);
    }
    expect(walletVisitor(walletSendDetailsRoutes[0], false)).toBe("guest");
    expect(walletVisitor(walletSendDetailsRoutes[0], true)).toBe("pin");
  });

  it("leaves /requests out of the local build, which sends it to /request", () => {
    expect(walletRoutesOf(true)).toContain("/requests");
    expect(walletRoutesOf(false)).not.toContain("/requests");
    expect(walletRoutesOf(false)).toContain("/request");
  });
});
