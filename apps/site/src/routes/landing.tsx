import copy from "@repo/i18n/locales/en/site/landing.json";
import { Badge } from "@repo/ui/components/badge";
import { Button } from "@repo/ui/components/button";
import { useTranslation } from "react-i18next";

import { DeferredFooter } from "../components/deferred-footer";
import { CardGrid, FeatureCard } from "../components/feature-card";
import { Icon } from "../components/icon";
import { LandingTopBar } from "../components/landing/landing-top-bar";
import { PhoneMockup } from "../components/phone-mockup";
import { WalletHomeScreen } from "../components/phone-screens/wallet-home-screen";
import { Section } from "../components/section";
import { IconList } from "../components/sections/icon-list";
import { MerchantDashboard } from "../components/sections/merchant-dashboard";
import { StatsGrid } from "../components/sections/stats-grid";
import { SiteLink } from "../components/site-link";
import { SkipLink } from "../components/skip-link";
import {
  dashboardSample,
  landingFeatures,
  landingLinks,
  landingSecurity,
  landingStats,
  landingWallet,
  merchantItems,
} from "../content/landing";
import { sitePage } from "../lib/seo";
import { useWalletUrl } from "../lib/wallet-link";

export const meta = sitePage("landing", copy);

/**
 * The earlier home layout, kept as a campaign page. It has its own top bar of in-page anchors
 * instead of the site navigation, and the shared footer.
 */
export default function Landing() {
  const { t } = useTranslation("site", { keyPrefix: "landing" });
  const walletUrl = useWalletUrl();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingTopBar />
      <main id="main" className="flex flex-1 flex-col">
        <section className="bg-gradient-to-b from-secondary/70 to-background px-4 pt-14 pb-12 sm:px-6">
          <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
            <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-left">
              <Badge>
                <Icon name="shield" />
                {t("hero.badge")}
              </Badge>
              <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                {t("hero.title")}
              </h1>
              <p className="max-w-xl text-lg text-pretty text-muted-foreground">
                {t("hero.subtitle")}
              </p>
              <div className="flex flex-wrap justify-center gap-3">
                <Button asChild size="lg">
                  <a href={walletUrl(landingWallet.start)}>{t("hero.start")}</a>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <SiteLink to={landingLinks.demo}>{t("hero.demo")}</SiteLink>
                </Button>
              </div>
            </div>
            <div className="flex justify-center">
              <PhoneMockup label={t("phone.label")} size="lg">
                <WalletHomeScreen />
              </PhoneMockup>
            </div>
          </div>
        </section>

        <div className="px-4 py-12 sm:px-6">
          <StatsGrid
            label={t("stats.label")}
            columns={3}
            items={landingStats.map((stat) => ({ ...stat, label: t(`stats.${stat.id}`) }))}
          />
        </div>

        <Section id="features" title={t("features.title")} intro={t("features.intro")} tone="muted">
          <CardGrid>
            {landingFeatures.map((feature) => (
              <FeatureCard
                key={feature.id}
                icon={feature.icon}
                title={t(`features.items.${feature.id}.title`)}
                description={t(`features.items.${feature.id}.description`)}
              />
            ))}
          </CardGrid>
        </Section>

        <Section id="merchant" title={t("merchant.title")} intro={t("merchant.intro")}>
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div className="flex flex-col gap-8">
              <IconList
                items={merchantItems.map((item) => ({
                  ...item,
                  title: t(`merchant.items.${item.id}`),
                }))}
              />
              <div className="flex flex-wrap gap-3">
                <Button asChild size="lg">
                  <SiteLink to={landingLinks.merchantForm}>{t("merchant.register")}</SiteLink>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <SiteLink to={landingLinks.merchant}>
                    {t("merchant.learnMore")}
                    {/* The visible label stays short; search engines and screen readers get the rest. */}
                    <span className="sr-only"> {t("merchant.learnMoreContext")}</span>
                  </SiteLink>
                </Button>
              </div>
            </div>
            <MerchantDashboard {...dashboardSample} />
          </div>
        </Section>

        <Section id="security" title={t("security.title")} intro={t("security.intro")} tone="muted">
          <IconList
            layout="grid"
            className="mx-auto max-w-3xl"
            items={landingSecurity.map((item) => ({
              ...item,
              title: t(`security.items.${item.id}`),
            }))}
          />
        </Section>

        <Section id="about" title={t("about.title")}>
          <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
            <p className="text-lg text-pretty text-muted-foreground">{t("about.text")}</p>
            <Button asChild variant="link">
              <SiteLink to={landingLinks.about}>{t("about.link")}</SiteLink>
            </Button>
          </div>
        </Section>
      </main>
      <DeferredFooter />
    </div>
  );
}
