import type { AppI18nConfig } from "../create-i18n";
import { siteLanguages } from "../languages";
import common from "../locales/en/common.json";
import type { site } from "../locales/en/site";
import layout from "../locales/en/site/layout.json";

/**
 * What every site page needs up front: shared words and the header/footer. Each page adds its own
 * English copy from its route module (`addEnglishCopy`), so it ships only with that page.
 */
export const siteEnglish = { common, site: { layout } };

/** A page whose English copy its route module adds itself. */
export type SitePage = Exclude<keyof typeof site, keyof (typeof siteEnglish)["site"]>;

/** A page whose copy names its title and description for search engines (`<page>.meta`). */
export type SiteMetaPage = {
  [P in SitePage]: (typeof site)[P] extends { meta: { title: string; description: string } }
    ? P
    : never;
}[SitePage];

/** The marketing site's languages: English bundled, Telugu fetched whole when chosen. */
export const siteI18n: AppI18nConfig = {
  app: "site",
  languages: siteLanguages,
  namespaces: ["common", "site"],
  english: siteEnglish,
  load: {
    te: () =>
      Promise.all([import("../locales/te/common.json"), import("../locales/te/site")]).then(
        ([c, s]) => ({ common: c.default, site: s.site }),
      ),
  },
};
