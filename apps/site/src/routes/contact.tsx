import copy from "@repo/i18n/locales/en/site/contact.json";
import { Card, CardDescription, CardTitle } from "@repo/ui/components/card";
import { toast } from "@repo/ui/lib/toast";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

import { Icon } from "../components/icon";
import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { SiteForm } from "../components/site-form";
import {
  CONTACT_FORM_ID,
  contactCards,
  contactFormFields,
  SUPPORT_CHAT_WALLET_PATH,
} from "../content/contact";
import { supportContact } from "../content/navigation";
import { queryText } from "../lib/query-text";
import { sitePage } from "../lib/seo";
import { useWalletUrl } from "../lib/wallet-link";

export const meta = sitePage("contact", copy);

const cardLinkClass =
  "inline-flex min-h-11 items-center text-sm font-semibold [overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline";

export default function Contact() {
  const { t } = useTranslation("site", { keyPrefix: "contact" });
  const walletUrl = useWalletUrl();
  // Read from useLocation, not useSearchParams: that hook and its helpers would ship in the shell
  // every page loads first, for this one read.
  const { search } = useLocation();
  // ?subject= comes from links such as the merchant page's Schedule Demo: untrusted, text only.
  const subject = queryText(new URLSearchParams(search), "subject");

  const cardBody = {
    email: (
      <a className={cardLinkClass} href={`mailto:${supportContact.email}`}>
        {supportContact.email}
      </a>
    ),
    call: (
      <a className={cardLinkClass} href={supportContact.phoneHref}>
        {supportContact.phone}
      </a>
    ),
    visit: <address className="font-medium not-italic">{t("cards.visit.address")}</address>,
    chat: (
      <a className={cardLinkClass} href={walletUrl(SUPPORT_CHAT_WALLET_PATH)}>
        {t("cards.chat.action")}
      </a>
    ),
  };

  return (
    <>
      <PageHeader title={t("header.title")} lead={t("header.lead")} />
      <Section title={t("cards.title")} className="pt-4">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {contactCards.map((card) => (
            <li key={card.id}>
              <Card className="h-full">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <CardTitle>{t(`cards.${card.id}.title`)}</CardTitle>
                <CardDescription>{t(`cards.${card.id}.description`)}</CardDescription>
                <div className="mt-auto">{cardBody[card.id]}</div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id={CONTACT_FORM_ID} title={t("form.title")} intro={t("form.intro")} tone="muted">
        <Card className="mx-auto max-w-3xl p-6 sm:p-8">
          <SiteForm
            form="contact"
            aria-label={t("form.title")}
            fields={contactFormFields}
            copy={t("form.fields", { returnObjects: true })}
            submitLabel={t("form.submit")}
            resetOnSubmit
            prefill={subject ? { subject } : undefined}
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
