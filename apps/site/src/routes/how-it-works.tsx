import copy from "@repo/i18n/locales/en/site/how-it-works.json";
import { useTranslation } from "react-i18next";

import { CardGrid, FeatureCard } from "../components/feature-card";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { CtaBanner } from "../components/sections/cta-banner";
import { StepsList } from "../components/sections/steps-list";
import { howItWorksCta, steps, useCases } from "../content/how-it-works";
import { sitePage } from "../lib/seo";
import { useWalletUrl } from "../lib/wallet-link";

export const meta = sitePage("howItWorks", copy);

export default function HowItWorks() {
  const { t } = useTranslation("site", { keyPrefix: "howItWorks" });
  const walletUrl = useWalletUrl();
  return (
    <>
      <PageHeader badge={t("header.badge")} title={t("header.title")} lead={t("header.lead")} />
      <Section title={t("stepsSection.title")} className="pt-4">
        <StepsList
          steps={steps.map((id) => ({
            id,
            title: t(`steps.${id}.title`),
            time: t(`steps.${id}.time`),
            description: t(`steps.${id}.description`),
          }))}
        />
      </Section>
      <Section title={t("useCases.title")} intro={t("useCases.intro")} tone="muted">
        <CardGrid>
          {useCases.map((useCase) => (
            <FeatureCard
              key={useCase.id}
              icon={useCase.icon}
              title={t(`useCases.items.${useCase.id}.title`)}
              description={t(`useCases.items.${useCase.id}.description`)}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ href: walletUrl(howItWorksCta.walletPath), label: t("cta.start") }}
        secondary={{ to: howItWorksCta.faq, label: t("cta.faq") }}
      />
    </>
  );
}
