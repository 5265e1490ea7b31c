import { limitsOf } from "@repo/ledger/limits";
import { supportContact, supportPhones } from "@repo/mock-data/support";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ChevronDown, ExternalLink, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";

import { focusRing } from "../../components/kit/focus";
import { ListCard } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { useHomeCountry } from "../../hooks/use-home-country";
import { loadCopy } from "../../lib/load-copy";
import { useSiteUrl } from "../../lib/site-url";
import { SupportChat } from "./-support/support-chat";

export const Route = createFileRoute("/profile/support")({
  loader: () => loadCopy("profileSupport", "supportChat"),
  component: Support,
});

const TOPICS = ["failed", "limits", "unauthorized", "pin"] as const;

function Support() {
  const { t } = useTranslation("wallet", { keyPrefix: "profileSupport" });
  const siteUrl = useSiteUrl();
  const country = useHomeCountry();
  const { perPayment, perDay } = limitsOf(country.currency);
  // The support line of the account's own country.
  const line = supportPhones[country.code];
  // The limits answer states the account's own limits, in its currency.
  const figures = { perPayment: formatMoney(perPayment), perDay: formatMoney(perDay) };
  const topics = TOPICS.map((id) => ({
    id,
    question: t(`topics.${id}.question`),
    answer: t(`topics.${id}.answer`, figures),
  }));

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <section aria-labelledby="topics-title" className="flex flex-col gap-2">
          <h2 id="topics-title" className="font-semibold">
            {t("topics.title")}
          </h2>
          <ListCard as="div">
            {TOPICS.map((topic) => (
              <details key={topic} className="group">
                <summary
                  className={`flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-3 font-medium ${focusRing.inset} [&::-webkit-details-marker]:hidden`}
                >
                  <span className="flex-1">{t(`topics.${topic}.question`)}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <div className="flex flex-col gap-2 px-4 pb-4 text-sm">
                  <p>{t(`topics.${topic}.answer`, figures)}</p>
                  {topic === "pin" ? (
                    <Link
                      to="/profile/security"
                      className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                    >
                      {t("topics.pin.link")}
                    </Link>
                  ) : null}
                </div>
              </details>
            ))}
          </ListCard>
        </section>

        <SupportChat topics={topics} />

        <section aria-labelledby="contact-title" className="flex flex-col gap-3">
          <h2 id="contact-title" className="font-semibold">
            {t("contact.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("contact.body")}</p>
          <Button asChild variant="outline">
            <a href={`mailto:${supportContact.email}`}>
              <Mail aria-hidden="true" />
              {t("contact.email", { email: supportContact.email })}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={line.phoneHref}>
              <Phone aria-hidden="true" />
              {t("contact.phone", { phone: line.phone })}
            </a>
          </Button>
        </section>

        <Button asChild variant="secondary">
          <a href={siteUrl("/faq")}>
            {t("faq")}
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </div>
    </main>
  );
}
