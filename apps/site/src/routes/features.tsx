import copy from "@repo/i18n/locales/en/site/features.json";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../components/button-link";
import { CardGrid, FeatureCard } from "../components/feature-card";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { CtaBanner } from "../components/sections/cta-banner";
import { features, featuresCta } from "../content/features";
import { addSiteCopy, i18n } from "../lib/i18n";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/features";

addSiteCopy("features", copy);

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t("features.meta.title", { ns: "site" }),
    description: i18n.t("features.meta.description", { ns: "site" }),
    path: "/features",
  });

export default function Features() {
  const { t } = useTranslation("site", { keyPrefix: "features" });
  return (
    <>
      <PageHeader badge={t("header.badge")} title={t("header.title")} lead={t("header.lead")} />
      <Section title={t("grid.title")} className="pt-4">
        <CardGrid>
          {features.map((feature) => (
            <FeatureCard
              key={feature.id}
              icon={feature.icon}
              title={t(`items.${feature.id}.title`)}
              description={t(`items.${feature.id}.description`)}
              points={feature.benefits.map((benefit) => t(`benefits.${benefit}`))}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner title={t("cta.title")} text={t("cta.text")}>
        <ButtonLink to={featuresCta.waitlist} size="lg" variant="secondary">
          {t("cta.waitlist")}
        </ButtonLink>
        <ButtonLink
          to={featuresCta.howItWorks}
          size="lg"
          variant="outline"
          className="text-foreground"
        >
          {t("cta.howItWorks")}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
