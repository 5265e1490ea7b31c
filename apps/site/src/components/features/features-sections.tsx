import { useTranslation } from "react-i18next";

import { features, featuresCta } from "../../content/features";
import { CardGrid, FeatureCard } from "../feature-card";
import { Section } from "../section";
import { CtaBanner } from "../sections/cta-banner";

/** /features below its header: the twelve cards and the call to action (a deferred chunk). */
export function FeaturesSections() {
  const { t } = useTranslation("site", { keyPrefix: "features" });
  return (
    <>
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
      <CtaBanner
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ to: featuresCta.waitlist, label: t("cta.waitlist") }}
        secondary={{ to: featuresCta.howItWorks, label: t("cta.howItWorks") }}
      />
    </>
  );
}
