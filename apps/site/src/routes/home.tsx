import copy from "@repo/i18n/locales/en/site/home.json";
import { Button } from "@repo/ui/components/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardGrid, FeatureCard } from "../components/feature-card";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { CtaBanner } from "../components/sections/cta-banner";
import { IconList } from "../components/sections/icon-list";
import { ScreenshotCards } from "../components/sections/screenshot-cards";
import { StatsGrid } from "../components/sections/stats-grid";
import { StepsList } from "../components/sections/steps-list";
import {
  features,
  heroActions,
  homeLinks,
  merchantPoints,
  securityPoints,
  stats,
  steps,
  trustItems,
} from "../content/home";
import { addSiteCopy, i18n } from "../lib/i18n";
import { pageMeta } from "../lib/seo";
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
  return (
    <>
      <PageHeader
        badge={t("hero.badge")}
        title={t("hero.title")}
        lead={t("hero.subtitle")}
        className="pt-20 pb-16"
      >
        <Button asChild size="lg">
          <Link to={heroActions.waitlist}>{t("hero.waitlist")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={heroActions.download}>{t("hero.download")}</Link>
        </Button>
      </PageHeader>

      <div className="flex flex-col gap-12 px-4 pb-16 sm:px-6">
        <StatsGrid
          label={t("stats.label")}
          items={stats.map((stat) => ({ ...stat, label: t(`stats.${stat.id}`) }))}
        />
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 border-t pt-10">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t("trust.title")}
          </p>
          <IconList
            layout="inline"
            items={trustItems.map((item) => ({ ...item, title: t(`trust.${item.id}`) }))}
          />
        </div>
      </div>

      <Section id="features" title={t("features.title")} intro={t("features.intro")} tone="muted">
        <CardGrid>
          {features.map((feature) => (
            <FeatureCard
              key={feature.id}
              icon={feature.icon}
              title={t(`features.items.${feature.id}.title`)}
              description={t(`features.items.${feature.id}.description`)}
            />
          ))}
        </CardGrid>
      </Section>

      <Section title={t("screens.title")} intro={t("screens.intro")}>
        <ScreenshotCards />
      </Section>

      <Section title={t("steps.title")} tone="muted">
        <StepsList
          steps={steps.map((id) => ({
            id,
            title: t(`steps.items.${id}.title`),
            description: t(`steps.items.${id}.description`),
          }))}
        />
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg">
            <Link to={homeLinks.waitlist}>{t("steps.cta")}</Link>
          </Button>
        </div>
      </Section>

      <Section title={t("merchant.title")} intro={t("merchant.intro")}>
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-8">
          <IconList
            layout="grid"
            items={merchantPoints.map((point) => ({
              ...point,
              title: t(`merchant.points.${point.id}`),
            }))}
          />
          <Button asChild size="lg" variant="outline">
            <Link to={homeLinks.merchant}>{t("merchant.cta")}</Link>
          </Button>
        </div>
      </Section>

      <Section title={t("security.title")} intro={t("security.intro")} tone="muted">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-8">
          <IconList
            layout="grid"
            items={securityPoints.map((point) => ({
              ...point,
              title: t(`security.points.${point.id}.title`),
              description: t(`security.points.${point.id}.description`),
            }))}
          />
          <Button asChild variant="link">
            <Link to={homeLinks.security}>{t("security.cta")}</Link>
          </Button>
        </div>
      </Section>

      <CtaBanner title={t("finalCta.title")} text={t("finalCta.text")}>
        <Button asChild size="lg" variant="secondary">
          <Link to={homeLinks.waitlist}>{t("finalCta.waitlist")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-foreground">
          <Link to={homeLinks.contact}>{t("finalCta.contact")}</Link>
        </Button>
      </CtaBanner>
    </>
  );
}
