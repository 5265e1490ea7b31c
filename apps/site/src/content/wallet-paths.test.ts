import { describe, expect, it } from "vitest";
import { isWalletPath } from "./wallet-paths";

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
