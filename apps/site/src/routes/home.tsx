import copy from "@repo/i18n/locales/en/site/home.json";
import { Button } from "@repo/ui/components/button";
import { useTranslation } from "react-i18next";

import { PageHeader } from "../components/page-header";
import { StatsGrid } from "../components/sections/stats-grid";
import { SiteLink } from "../components/site-link";
import { DeferredTransferCalculator } from "../components/transfer-calculator/deferred-transfer-calculator";
import { heroActions, stats } from "../content/home";
import { deferredSection } from "../lib/deferred-section";
import { sitePage } from "../lib/seo";

// Below the first screen: its own chunk, hydrated once loaded (the HTML is prerendered).
const HomeSections = deferredSection(() =>
  import("../components/home/home-sections").then((module) => module.HomeSections),
);

export const meta = sitePage("home", copy);

export default function Home() {
  const { t } = useTranslation("site", { keyPrefix: "home" });
  return (
    <>
      <PageHeader
        badge={t("hero.badge")}
        title={t("hero.title")}
        lead={t("hero.subtitle")}
        className="pt-20 pb-16"
      >
        <Button asChild size="lg">
          <SiteLink to={heroActions.waitlist}>{t("hero.waitlist")}</SiteLink>
        </Button>
        <Button asChild size="lg" variant="outline">
          <SiteLink to={heroActions.download}>{t("hero.download")}</SiteLink>
        </Button>
      </PageHeader>

      <div className="px-4 pb-12 sm:px-6">
        <StatsGrid
          label={t("stats.label")}
          items={stats.map((stat) => ({ ...stat, label: t(`stats.${stat.id}`) }))}
        />
      </div>

      <DeferredTransferCalculator tone="muted" />

      <HomeSections />
    </>
  );
}
