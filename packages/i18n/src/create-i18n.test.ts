import { describe, expect, it } from "vitest";

import { siteI18n } from "./apps/site";
import { loadWalletCopy, walletI18n } from "./apps/wallet";
import { addEnglishCopy, createI18n, ensureLanguage } from "./create-i18n";
import homeCopy from "./locales/en/site/home.json";

describe("createI18n", () => {
  it("is ready synchronously in English", () => {
    const i18n = createI18n(siteI18n);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe("en");
    expect(i18n.t("notFound.title")).toBe("Oops! Page not found");
    expect(i18n.t("layout.nav.pricing", { ns: "site" })).toBe("Pricing");
  });

  it("falls back to the key itself when a key is missing", () => {
    const i18n = createI18n(siteI18n);
    // @ts-expect-error: the key does not exist, which is the point
    expect(i18n.t("nowhere.to.be.found")).toBe("nowhere.to.be.found");
  });

  it("loads Telugu on demand and moves <html lang> with it", async () => {
    const i18n = createI18n(siteI18n);
    expect(i18n.hasResourceBundle("te", "site")).toBe(false);
    await ensureLanguage(i18n, siteI18n, "te");
    expect(document.documentElement.lang).toBe("te");
    expect(i18n.t("notFound.title")).toBe("అయ్యో! పేజీ కనబడలేదు");
    await ensureLanguage(i18n, siteI18n, "en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("gives the wallet all five languages", async () => {
    const i18n = createI18n(walletI18n);
    for (const [code, text] of [
      ["hi", "जारी रखें"],
      ["es", "Continuar"],
      ["fr", "Continuer"],
      ["te", "కొనసాగించండి"],
    ] as const) {
      await ensureLanguage(i18n, walletI18n, code);
      expect(i18n.t("splash.skip", { ns: "wallet" })).toBe(text);
    }
  });

  it("adds a page's English copy only when the page asks for it", async () => {
    const site = createI18n(siteI18n);
    expect(site.t("home.hero.title", { ns: "site" })).toBe("home.hero.title");
    addEnglishCopy(site, "site", "home", homeCopy);
    expect(site.t("home.hero.title", { ns: "site" })).toBe(homeCopy.hero.title);
    expect(site.t("layout.nav.pricing", { ns: "site" })).toBe("Pricing");

    const wallet = createI18n(walletI18n);
    await loadWalletCopy(wallet, "splash");
    expect(wallet.t("splash.skip", { ns: "wallet" })).toBe("Continue");
  });
});
