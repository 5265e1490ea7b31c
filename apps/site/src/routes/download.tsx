import copy from "@repo/i18n/locales/en/site/download.json";
import { Button } from "@repo/ui/components/button";
import { Card, CardTitle } from "@repo/ui/components/card";
import { MonitorSmartphone, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";

import { CardGrid, FeatureCard } from "../components/feature-card";
import { PageHeader } from "../components/page-header";
import { PlaceholderQr } from "../components/placeholder-qr";
import { Section } from "../components/section";
import { SiteLink } from "../components/site-link";
import { appStores, downloadBenefits, systemRequirements } from "../content/download";
import { sitePage } from "../lib/seo";
import { useWalletUrl } from "../lib/wallet-link";

export const meta = sitePage("download", copy);

export default function Download() {
  const { t } = useTranslation("site", { keyPrefix: "download" });
  const walletUrl = useWalletUrl();
  return (
    <>
      <PageHeader badge={t("header.badge")} title={t("header.title")} lead={t("header.lead")} />

      <div className="px-4 pb-8 sm:px-6">
        <div className="mx-auto grid max-w-4xl items-center gap-10 md:grid-cols-2">
          <div className="flex flex-col items-center gap-4 md:items-end">
            <div role="group" aria-label={t("stores.label")} className="contents">
              {appStores.map((store) => (
                <Button
                  key={store.id}
                  disabled
                  size="lg"
                  className="w-full max-w-xs justify-start gap-3 py-3 text-left"
                >
                  <Smartphone aria-hidden="true" />
                  <span className="flex flex-col">
                    <span className="text-base">{t(`stores.${store.id}`)}</span>
                    <span className="text-xs font-medium">{t("stores.comingSoon")}</span>
                  </span>
                </Button>
              ))}
            </div>
            {/* The wallet is a separate site: the browser offers to install it there. */}
            <Button asChild size="lg" className="w-full max-w-xs justify-start gap-3">
              <a href={walletUrl("/")} aria-describedby="web-app-note">
                <MonitorSmartphone aria-hidden="true" />
                {t("webApp.action")}
              </a>
            </Button>
            <p id="web-app-note" className="max-w-xs text-sm text-muted-foreground">
              {t("webApp.note")}
            </p>
          </div>
          <figure className="flex flex-col items-center gap-3 text-center">
            <figcaption className="order-first text-lg font-semibold">{t("qr.title")}</figcaption>
            <div className="relative rounded-2xl border bg-card p-3 shadow-sm">
              <PlaceholderQr label={t("qr.label")} className="size-44 opacity-60" />
              <span
                aria-hidden="true"
                className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-foreground"
              >
                {t("qr.label")}
              </span>
            </div>
            <p className="max-w-xs text-sm text-muted-foreground">{t("qr.caption")}</p>
          </figure>
        </div>
      </div>

      <Section title={t("benefits.title")}>
        <CardGrid>
          {downloadBenefits.map((benefit) => (
            <FeatureCard
              key={benefit.id}
              icon={benefit.icon}
              title={t(`benefits.items.${benefit.id}.title`)}
              description={t(`benefits.items.${benefit.id}.description`)}
            />
          ))}
        </CardGrid>
      </Section>

      <Section title={t("requirements.title")} tone="muted">
        <ul className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
          {systemRequirements.map((system) => (
            <li key={system.id}>
              <Card className="h-full">
                <CardTitle>{t(`requirements.${system.id}`)}</CardTitle>
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                  <dt className="text-muted-foreground">{t("requirements.version")}</dt>
                  <dd className="font-semibold">{system.version}</dd>
                  <dt className="text-muted-foreground">{t("requirements.size")}</dt>
                  <dd className="font-semibold">{system.size}</dd>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="download-waitlist" className="px-4 py-16 text-center sm:px-6">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4">
          <h2 id="download-waitlist" className="text-2xl font-bold">
            {t("waitlist.title")}
          </h2>
          <p className="text-muted-foreground">{t("waitlist.body")}</p>
          <Button asChild size="lg">
            <SiteLink to="/waitlist">{t("waitlist.action")}</SiteLink>
          </Button>
        </div>
      </section>
    </>
  );
}
