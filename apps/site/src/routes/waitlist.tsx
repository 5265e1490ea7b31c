import copy from "@repo/i18n/locales/en/site/waitlist.json";
import { Card } from "@repo/ui/components/card";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { PageHeader } from "../components/page-header";
import { Section } from "../components/section";
import { SiteForm } from "../components/site-form";
import { WaitlistConfirmation } from "../components/waitlist-confirmation";
import { usersTarget } from "../content/home";
import { waitlistFormFields } from "../content/waitlist";
import { sitePage } from "../lib/seo";

export const meta = sitePage("waitlist", copy);

export default function Waitlist() {
  const { t } = useTranslation("site", { keyPrefix: "waitlist" });
  // One way only: once joined, the confirmation stays; there is no way back to the form.
  const [joined, setJoined] = useState(false);

  return (
    <>
      <PageHeader
        badge={t("header.badge", { users: usersTarget })}
        title={t("header.title")}
        lead={t("header.lead")}
      />
      {joined ? (
        <div className="px-4 pb-20 sm:px-6">
          <WaitlistConfirmation />
        </div>
      ) : (
        <Section title={t("form.title")} intro={t("form.intro")} className="pt-4">
          <Card className="mx-auto max-w-2xl p-6 sm:p-8">
            <SiteForm
              form="waitlist"
              aria-label={t("form.title")}
              fields={waitlistFormFields}
              copy={t("form.fields", { returnObjects: true })}
              submitLabel={t("form.submit")}
              onSubmitted={() => setJoined(true)}
            />
          </Card>
        </Section>
      )}
    </>
  );
}
