import copy from "@repo/i18n/locales/en/site/pricing.json";
import { merchantPlanRate } from "@repo/pricing/merchant-fees";
import { formatPercent } from "@repo/pricing/percent";
import { useTranslation } from "react-i18next";

import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { CtaBanner } from "../components/sections/cta-banner";
import { FeesTable } from "../components/sections/fees-table";
import { MerchantFees } from "../components/sections/merchant-fees";
import { PricingPlans } from "../components/sections/pricing-plans";
import { DeferredTransferCalculator } from "../components/transfer-calculator/deferred-transfer-calculator";
import { fees, plans, pricingCta } from "../content/pricing";
import { sitePage } from "../lib/seo";
import { useWalletUrl } from "../lib/wallet-link";

export const meta = sitePage("pricing", copy, {
  values: () => ({ merchantRate: formatPercent(merchantPlanRate) }),
});

export default function Pricing() {
  const { t } = useTranslation("site", { keyPrefix: "pricing" });
  const walletUrl = useWalletUrl();
  return (
    <>
      <PageHeader badge={t("header.badge")} title={t("header.title")} lead={t("header.lead")} />
      <Section title={t("plansSection.title")} className="pt-4">
        <PricingPlans
          plans={plans.map((plan) => ({
            id: plan.id,
            name: t(`plans.${plan.id}.name`),
            price: t(`plans.${plan.id}.price`, { rate: formatPercent(merchantPlanRate) }),
            period: t(`plans.${plan.id}.period`),
            description: t(`plans.${plan.id}.description`),
            features: plan.features.map((feature) => t(`planFeatures.${feature}`)),
            highlight: "popular" in plan && plan.popular ? t("popular") : undefined,
            action: {
              label: t(`plans.${plan.id}.cta`),
              external: plan.action.kind === "wallet",
              href:
                plan.action.kind === "wallet"
                  ? walletUrl(plan.action.to, {
                      redirect: "redirect" in plan.action ? plan.action.redirect : undefined,
                    })
                  : plan.action.to,
            },
          }))}
        />
      </Section>
      <MerchantFees tone="muted" />
      <Section title={t("fees.title")} intro={t("fees.intro")}>
        <FeesTable
          caption={t("fees.caption")}
          serviceHeading={t("fees.service")}
          feeHeading={t("fees.fee")}
          rows={fees.map(({ id, rate }) => ({
            id,
            service: t(`fees.rows.${id}.service`),
            fee: t(`fees.rows.${id}.fee`, { rate: formatPercent(rate) }),
          }))}
        />
      </Section>
      <DeferredTransferCalculator />
      <CtaBanner
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ to: pricingCta.contact, label: t("cta.contact") }}
        secondary={{ to: pricingCta.faq, label: t("cta.faq") }}
      />
    </>
  );
}
