import common from "../locales/en/common.json";
import { site } from "../locales/en/site";
import type { AppI18nConfig } from "../create-i18n";

export const siteEnglish = { common, site };

/** The marketing site's languages: English bundled, Telugu fetched when chosen. */
export const siteI18n: AppI18nConfig = {
  app: "site",
  namespaces: ["common", "site"],
  english: siteEnglish,
  load: {
    te: () =>
      Promise.all([import("../locales/te/common.json"), import("../locales/te/site")]).then(
        ([c, s]) => ({ common: c.default, site: s.site }),
      ),
  },
};
