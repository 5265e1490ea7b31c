import copy from "@repo/i18n/locales/en/site/security.json";
import { useTranslation } from "react-i18next";

import { CardGrid, FeatureCard } from "../components/feature-card";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { CertificationBadges } from "../components/sections/certification-badges";
import { CtaBanner } from "../components/sections/cta-banner";
import { IconList } from "../components/sections/icon-list";
import {
  certifications,
  practices,
  protections,
  securityCta,
  securityFeatures,
} from "../content/security";
import { sitePage } from "../lib/seo";

export const meta = sitePage("security", copy);

export default function Security() {
  const { t } = useTranslation("site", { keyPrefix: "security" });
  return (
    <>
      <PageHeader badge={t("header.badge")} title={t("header.title")} lead={t("header.lead")} />
      <Section title={t("featuresSection.title")} className="pt-4">
        <CardGrid>
          {securityFeatures.map((feature) => (
            <FeatureCard
              key={feature.id}
              icon={feature.icon}
              title={t(`features.${feature.id}.title`)}
              description={t(`features.${feature.id}.description`)}
            />
          ))}
        </CardGrid>
      </Section>
      <Section title={t("certifications.title")} intro={t("certifications.intro")} tone="muted">
        <CertificationBadges
          label={t("certifications.label")}
          items={certifications.map((item) => ({
            ...item,
            description: t(`certifications.descriptions.${item.id}`),
          }))}
        />
      </Section>
      <Section title={t("practices.title")} intro={t("practices.intro")}>
        <IconList
          className="mx-auto max-w-2xl"
          items={practices.map((id) => ({
            id,
            icon: "checkCircle",
            title: t(`practices.items.${id}`),
          }))}
        />
      </Section>
      <Section title={t("protections.title")} tone="muted">
        <CardGrid>
          {protections.map((item) => (
            <FeatureCard
              key={item.id}
              icon={item.icon}
              title={t(`protections.items.${item.id}.title`)}
              description={t(`protections.items.${item.id}.description`)}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ to: securityCta.contact, label: t("cta.contact") }}
        secondary={{ to: securityCta.faq, label: t("cta.faq") }}
      />
    </>
  );
}
