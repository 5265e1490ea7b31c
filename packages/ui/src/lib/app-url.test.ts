import { afterEach, describe, expect, it, vi } from "vitest";

import { appUrl, normalizeOrigin } from "./app-url";

afterEach(() => vi.unstubAllEnvs());

describe("appUrl", () => {
  it("uses the local dev ports when nothing is configured", () => {
    vi.stubEnv("VITE_SITE_URL", "");
    vi.stubEnv("VITE_WALLET_URL", "");
    expect(appUrl("wallet", "/login")).toBe("http://localhost:5174/login");
    expect(appUrl("site")).toBe("http://localhost:5173/");
  });

  it("uses the configured deployment origins", () => {
    vi.stubEnv("VITE_SITE_URL", "https://sangampay.example");
    vi.stubEnv("VITE_WALLET_URL", "https://wallet.sangampay.example/");
    expect(appUrl("wallet", "onboarding")).toBe("https://wallet.sangampay.example/onboarding");
    expect(appUrl("site", "/faq")).toBe("https://sangampay.example/faq");
  });

  it("encodes query values and skips empty ones", () => {
    vi.stubEnv("VITE_WALLET_URL", "http://127.0.0.1:4602");
    expect(
      appUrl("wallet", "/send-money", { lang: "te", q: "a b&c", none: undefined, e: "" }),
    ).toBe("http://127.0.0.1:4602/send-money?lang=te&q=a+b%26c");
  });
});

describe("normalizeOrigin", () => {
  it("drops trailing slashes and keeps a base path", () => {
    expect(normalizeOrigin("https://example.com/wallet/")).toBe("https://example.com/wallet");
    expect(normalizeOrigin(" https://example.com// ")).toBe("https://example.com");
  });
});
