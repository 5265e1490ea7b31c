import copy from "@repo/i18n/locales/en/site/home.json";
import { Button } from "@repo/ui/components/button";
import { useTranslation } from "react-i18next";
import { addSiteCopy, i18n } from "../lib/i18n";
import { pageMeta } from "../lib/seo";
import { useWalletUrl } from "../lib/wallet-link";
import type { Route } from "./+types/home";

addSiteCopy("home", copy);

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t("home.meta.title", { ns: "site" }),
    description: i18n.t("home.meta.description", { ns: "site" }),
    path: "/",
  });

export default function Home() {
  const { t } = useTranslation("site", { keyPrefix: "home" });
  const { t: tn } = useTranslation("site", { keyPrefix: "layout.nav" });
  const walletUrl = useWalletUrl();
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {t("hero.title")}
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{t("hero.subtitle")}</p>
      <Button asChild size="lg">
        <a href={walletUrl("/onboarding")}>{tn("login")}</a>
      </Button>
    </section>
  );
}
