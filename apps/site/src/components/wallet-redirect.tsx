import copy from "@repo/i18n/locales/en/site/redirect.json";
import { Button } from "@repo/ui/components/button";
import { appUrl } from "@repo/ui/lib/app-url";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

import { addSiteCopy } from "../lib/i18n";
import { useHydrated } from "../lib/use-hydrated";

addSiteCopy("redirect", copy);

/**
 * A wallet screen asked for on the site's origin (/login, /send-money/confirm?amount=500, ...):
 * forwards to the same path and query on the wallet deployment. The prerendered HTML already
 * holds the way there for visitors without JavaScript (a refresh and a link); with JavaScript the
 * page replaces itself, query included, so Back does not bounce the visitor here again.
 */
export function WalletRedirect() {
  const { t } = useTranslation("site", { keyPrefix: "redirect" });
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const destination = `${appUrl("wallet", pathname, new URLSearchParams(search))}${hash}`;
  // The prerendered HTML cannot know the query: it links to the bare path until hydrated.
  const target = hydrated ? destination : appUrl("wallet", pathname);

  useEffect(() => {
    window.location.replace(destination);
  }, [destination]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <noscript>
        <meta httpEquiv="refresh" content={`0; url=${appUrl("wallet", pathname)}`} />
      </noscript>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("body")}</p>
      <Button asChild>
        <a href={target}>{t("action")}</a>
      </Button>
    </div>
  );
}
