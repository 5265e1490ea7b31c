import copy from "@repo/i18n/locales/en/site/faq.json";
import { deliveryTimes } from "@repo/pricing/delivery";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";

import { FaqAccordion } from "../components/faq-accordion";
import { PageHeader } from "../components/page-header";
import { faqCategories, faqFigures } from "../content/faq";
import { supportContact } from "../content/navigation";
import { sitePage } from "../lib/seo";

export const meta = sitePage("faq", copy);

/** The figures and contacts the answers quote, money in its own currency's style (₹1,00,000, K25,000). */
const answerValues = {
  ...faqFigures,
  perTransactionLimit: formatMoney(faqFigures.perTransactionLimit),
  perDayLimit: formatMoney(faqFigures.perDayLimit),
  zambiaPerTransactionLimit: formatMoney(faqFigures.zambiaPerTransactionLimit),
  zambiaPerDayLimit: formatMoney(faqFigures.zambiaPerDayLimit),
  email: supportContact.email,
  phone: supportContact.phone,
};

export default function Faq() {
  const {
    t,
    i18n: { language },
  } = useTranslation("site", { keyPrefix: "faq" });
  // How long money abroad takes, from @repo/pricing, in the page's language.
  const times = deliveryTimes(language);
  const values = { ...answerValues, mobileMoneyTime: times.mobileMoney, bankTime: times.bank };
  const groups = faqCategories.map((category) => ({
    id: category.id,
    title: t(`categories.${category.id}`),
    items: category.questions.map((id) => ({
      id,
      question: t(`questions.${id}.question`),
      answer: t(`questions.${id}.answer`, values),
    })),
  }));

  return (
    <>
      <PageHeader title={t("header.title")} lead={t("header.lead")} />
      <div className="px-4 py-12 sm:px-6">
        <FaqAccordion groups={groups} />
      </div>
      <section aria-labelledby="faq-support" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-2xl bg-secondary px-6 py-10 text-center text-secondary-foreground">
          <h2 id="faq-support" className="text-2xl font-bold">
            {t("support.title")}
          </h2>
          <p className="max-w-xl">{t("support.body")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <a
                href={`mailto:${supportContact.email}`}
                aria-label={t("support.email", { email: supportContact.email })}
              >
                <Mail aria-hidden="true" />
                {supportContact.email}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a
                href={supportContact.phoneHref}
                aria-label={t("support.call", { phone: supportContact.phone })}
              >
                <Phone aria-hidden="true" />
                {supportContact.phone}
              </a>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
