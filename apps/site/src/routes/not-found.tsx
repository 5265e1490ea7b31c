import { Button } from "@repo/ui/components/button";
import { MessageScreen } from "@repo/ui/components/message-screen";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { i18n } from "../lib/i18n";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: `${i18n.t("notFound.title")} | ${i18n.t("brand")}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
          <Link to="/">{t("notFound.back")}</Link>
        </Button>
      }
    />
  );
}
