import { createI18n } from "@repo/i18n/create-i18n";
import { siteI18n } from "@repo/i18n/site";

/** The site's one i18next instance: English bundled (what prerendered HTML holds), Telugu on demand. */
export const i18n = createI18n(siteI18n);
