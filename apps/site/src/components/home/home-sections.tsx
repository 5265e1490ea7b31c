import copy from "@repo/i18n/locales/en/site/home-sections.json";
import { deliveryTimes } from "@repo/pricing/delivery";
import { Button } from "@repo/ui/components/button";
import { useTranslation } from "react-i18next";

import {
  features,
  homeLinks,
  merchantPoints,
  screenshotLinks,
  screenshots,
  securityPoints,
  steps,
  trustItems,
} from "../../content/home-sections";
import { addSiteCopy } from "../../lib/i18n";
import { CardGrid, FeatureCard } from "../feature-card";
import { Section } from "../section";
import { CtaBanner } from "../sections/cta-banner";
import { IconList } from "../sections/icon-list";
import { ScreenshotCards } from "../sections/screenshot-cards";
import { StepsList } from "../sections/steps-list";
import { TrustStrip } from "../sections/trust-strip";
import { SiteLink } from "../site-link";

addSiteCopy("homeSections", copy);

/**
 * Everything on the home page below its hero and figures. It is a separate chunk that hydrates
 * after the hero; the prerendered HTML already holds it, so nothing moves when it arrives.
 */
export function HomeSections() {
  const { t, i18n } = useTranslation("site", { keyPrefix: "homeSections" });
  return (
    <>
      <div className="px-4 pb-16 sm:px-6">
        <TrustStrip
          title={t("trust.title")}
          items={trustItems.map((id) => ({ id, label: t(`trust.${id}`) }))}
        />
      </div>

      <Section
        id="features"
        title={t("features.title")}
        intro={t("features.intro", { abroad: deliveryTimes(i18n.language).mobileMoney })}
        tone="muted"
      >
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
        <ScreenshotCards screenshots={screenshots} links={screenshotLinks} />
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
            <SiteLink to={homeLinks.waitlist}>{t("steps.cta")}</SiteLink>
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
            <SiteLink to={homeLinks.merchant}>{t("merchant.cta")}</SiteLink>
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
            <SiteLink to={homeLinks.security}>{t("security.cta")}</SiteLink>
          </Button>
        </div>
      </Section>

      <CtaBanner
        title={t("finalCta.title")}
        text={t("finalCta.text")}
        primary={{ to: homeLinks.waitlist, label: t("finalCta.waitlist") }}
        secondary={{ to: homeLinks.contact, label: t("finalCta.contact") }}
      />
    </>
  );
}
