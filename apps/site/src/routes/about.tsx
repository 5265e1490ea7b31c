import copy from "@repo/i18n/locales/en/site/about.json";
import { useTranslation } from "react-i18next";

import { FeatureCard } from "../components/feature-card";
import { Icon } from "../components/icon";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { CtaBanner } from "../components/sections/cta-banner";
import { IconList } from "../components/sections/icon-list";
import { aboutCta, offices, storyParagraphs, values } from "../content/about";
import { sitePage } from "../lib/seo";

export const meta = sitePage("about", copy);

export default function About() {
  const { t } = useTranslation("site", { keyPrefix: "about" });
  return (
    <>
      <PageHeader badge={t("header.badge")} title={t("header.title")} lead={t("header.lead")} />
      <Section title={t("mission.title")} className="pt-4">
        <div className="mx-auto flex max-w-3xl items-start gap-4 rounded-2xl border bg-card p-6 sm:p-8">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <Icon name="target" className="size-6" />
          </span>
          <p className="text-lg text-pretty sm:text-xl">{t("mission.text")}</p>
        </div>
      </Section>
      <Section title={t("story.title")} tone="muted">
        <div className="mx-auto flex max-w-3xl flex-col gap-5 text-lg text-pretty">
          {storyParagraphs.map((id) => (
            <p key={id}>{t(`story.paragraphs.${id}`)}</p>
          ))}
        </div>
      </Section>
      <Section title={t("values.title")}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <FeatureCard
              key={value.id}
              icon={value.icon}
              title={t(`values.items.${value.id}.title`)}
              description={t(`values.items.${value.id}.description`)}
            />
          ))}
        </div>
      </Section>
      <Section title={t("offices.title")} intro={t("offices.intro")} tone="muted">
        <IconList
          layout="grid"
          className="mx-auto max-w-3xl lg:grid-cols-3"
          items={offices.map((office) => ({
            id: office.id,
            icon: office.icon,
            title: t(`offices.items.${office.id}.city`),
            description: t(`offices.items.${office.id}.role`),
          }))}
        />
      </Section>
      <CtaBanner
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ to: aboutCta.waitlist, label: t("cta.waitlist") }}
        secondary={{ to: aboutCta.contact, label: t("cta.contact") }}
      />
    </>
  );
}
