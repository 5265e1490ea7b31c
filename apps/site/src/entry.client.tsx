import { ensureLanguage } from "@repo/i18n/create-i18n";
import { siteI18n } from "@repo/i18n/site";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { i18n } from "./lib/i18n";
import { pathLanguage } from "./lib/page-language";

/**
 * React Router's default client entry, except that a Telugu page (/te/...) loads its words before
 * hydrating, so the first render matches the Telugu HTML it was prerendered as.
 */
const language = pathLanguage(window.location.pathname);
void (language === "en" ? Promise.resolve() : ensureLanguage(i18n, siteI18n, language)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
