import { addEnglishCopy, type AppI18nConfig, createI18n } from "@repo/i18n/create-i18n";
import { siteI18n, type SitePage } from "@repo/i18n/site";

import { deferredSectionsHydrated } from "./deferred-section";

/** The site's one i18next instance: English bundled (what prerendered HTML holds), Telugu on demand. */
export const i18n = createI18n(siteI18n);

/**
 * The site's language setup for <LanguageProvider>. Loading another language also waits for the
 * deferred sections (footer, lower home page) to hydrate against their English HTML first.
 */
export const siteLanguages: AppI18nConfig = {
  ...siteI18n,
  load: Object.fromEntries(
    Object.entries(siteI18n.load).map(([code, load]) => [
      code,
      () => Promise.all([load(), deferredSectionsHydrated()]).then(([resources]) => resources),
    ]),
  ),
};

/**
 * Each page module registers its own English copy at load, before it renders or is prerendered,
 * so a page's words ship in that page's chunk only.
 */
export function addSiteCopy(page: SitePage, copy: object) {
  addEnglishCopy(i18n, "site", page, copy);
}
