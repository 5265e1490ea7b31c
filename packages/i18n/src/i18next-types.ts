import "i18next";

import type common from "./locales/en/common.json";
import type { site } from "./locales/en/site";
import type { wallet } from "./locales/en/wallet";

// English is the source: a misspelt key in t("...") fails typecheck in every workspace.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      site: typeof site;
      wallet: typeof wallet;
    };
  }
}
