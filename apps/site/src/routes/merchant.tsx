import copy from "@repo/i18n/locales/en/site/merchant.json";
import { merchantFeeRate } from "@repo/pricing/merchant-fees";
import { formatPercent } from "@repo/pricing/percent";
import { Button } from "@repo/ui/components/button";
import { Card } from "@repo/ui/components/card";
import { toast } from "@repo/ui/lib/toast";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

import { CardGrid, FeatureCard } from "../components/feature-card";
import { PageHeader } from "../components/page-header";
import { SalesAnalyticsCard } from "../components/sales-analytics-card";
import { Section } from "../components/section";
import { MerchantFees } from "../components/sections/merchant-fees";
import { SettlementsCard } from "../components/settlements-card";
import { SiteForm } from "../components/site-form";
import { SiteLink } from "../components/site-link";
import { CONTACT_FORM_ID } from "../content/contact";
import {
  MERCHANT_FORM_ID,
  merchantBenefits,
  merchantFeatures,
  merchantFormFields,
} from "../content/merchant";
import { sitePage } from "../lib/seo";
import { useWalletUrl } from "../lib/wallet-link";

export const meta = sitePage("merchant", copy, {
  values: () => ({ qrRate: formatPercent(merchantFeeRate("qr")) }),
});

export default function Merchant() {
  const { t } = useTranslation("site", { keyPrefix: "merchant" });
  const walletUrl = useWalletUrl();
  const demoSearch = new URLSearchParams({ subject: t("hero.demoSubject") }).toString();

  return (
    <>
      <PageHeader badge={t("hero.badge")} title={t("hero.title")} lead={t("hero.lead")}>
        <Button asChild size="lg">
          <a href={walletUrl("/onboarding")}>{t("hero.getStarted")}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <SiteLink to={{ pathname: "/contact", search: `?${demoSearch}`, hash: CONTACT_FORM_ID }}>
            {t("hero.scheduleDemo")}
          </SiteLink>
        </Button>
      </PageHeader>

      <Section title={t("features.title")} intro={t("features.intro")}>
        <CardGrid>
          {merchantFeatures.map((feature) => (
            <FeatureCard
              key={feature.id}
              icon={feature.icon}
              title={t(`features.items.${feature.id}.title`)}
              description={t(`features.items.${feature.id}.description`)}
            />
          ))}
        </CardGrid>
      </Section>

      <Section title={t("showcase.title")} intro={t("showcase.intro")} tone="muted">
        <div className="grid gap-6 lg:grid-cols-2">
          <SalesAnalyticsCard />
          <SettlementsCard />
        </div>
      </Section>

      <MerchantFees>
        <p className="mt-4 text-center">
          <Button asChild variant="link">
            <SiteLink to="/pricing">{t("pricing.more")}</SiteLink>
          </Button>
        </p>
      </MerchantFees>

      <Section title={t("benefits.title")} tone="muted">
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {merchantBenefits.map((benefit) => (
            <li
              key={benefit}
              className="flex items-center gap-3 rounded-xl border bg-card p-4 font-medium"
            >
              <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
              {t(`benefits.items.${benefit}`)}
            </li>
          ))}
        </ul>
      </Section>

      <Section id={MERCHANT_FORM_ID} title={t("form.title")} intro={t("form.intro")}>
        <Card className="mx-auto max-w-3xl p-6 sm:p-8">
          <SiteForm
            form="merchant"
            aria-label={t("form.title")}
            fields={merchantFormFields}
            copy={t("form.fields", { returnObjects: true })}
            submitLabel={t("form.submit")}
            resetOnSubmit
            onSubmitted={() =>
              toast({
                title: t("form.success.title"),
                description: t("form.success.description"),
                variant: "success",
              })
            }
          />
        </Card>
      </Section>
    </>
  );
}
