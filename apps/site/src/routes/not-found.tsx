import { Button } from "@repo/ui/components/button";
import { MessageScreen } from "@repo/ui/components/message-screen";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

import { SiteLink } from "../components/site-link";
import { WalletRedirect } from "../components/wallet-redirect";
import { isWalletPath } from "../content/wallet-paths";
import { i18n } from "../lib/i18n";
import type { Route } from "./+types/not-found";

/**
 * Every path no page claims. Wallet screens asked for on the site's origin (/login,
 * /send-money/confirm?...) forward to the wallet; anything else is the 404 page. One catch-all
 * keeps the route manifest, which every first load carries, small.
 */
export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: `${isWalletPath(location.pathname) ? i18n.t("redirect.title", { ns: "site" }) : i18n.t("notFound.title")} | ${i18n.t("brand")}`,
  },
  { name: "robots", content: "noindex" },
];

export default function CatchAll() {
  const { pathname } = useLocation();
  return isWalletPath(pathname) ? <WalletRedirect /> : <NotFound pathname={pathname} />;
}

function NotFound({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <MessageScreen
      code={t("notFound.code")}
      title={t("notFound.title")}
      body={t("notFound.body")}
      action={
        <Button asChild>
          <SiteLink to="/">{t("notFound.back")}</SiteLink>
        </Button>
      }
    />
  );
}
