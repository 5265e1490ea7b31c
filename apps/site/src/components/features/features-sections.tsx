import { Button } from "@repo/ui/components/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
      <CtaBanner title={t("cta.title")} text={t("cta.text")}>
        <Button asChild size="lg" variant="secondary">
          <Link to={featuresCta.waitlist}>{t("cta.waitlist")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-foreground">
          <Link to={featuresCta.howItWorks}>{t("cta.howItWorks")}</Link>
        </Button>
      </CtaBanner>
    </>
  );
}
