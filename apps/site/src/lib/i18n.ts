import { addEnglishCopy, createI18n } from "@repo/i18n/create-i18n";
import { siteI18n, type SitePage } from "@repo/i18n/site";

/** The site's one i18next instance: English bundled (what prerendered HTML holds), Telugu on demand. */
export const i18n = createI18n(siteI18n);

/**
 * Each page module registers its own English copy at load, before it renders or is prerendered,
 * so a page's words ship in that page's chunk only.
 */
export function addSiteCopy(page: SitePage, copy: object) {
  addEnglishCopy(i18n, "site", page, copy);
}
