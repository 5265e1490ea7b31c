import copy from "@repo/i18n/locales/en/site/privacy.json";
import { useTranslation } from "react-i18next";

import { LegalDocument } from "../components/legal-document";
import { supportContact } from "../content/navigation";
import { privacySections } from "../content/privacy";
import { sitePage } from "../lib/seo";

export const meta = sitePage("privacy", copy);

export default function Privacy() {
  const { t } = useTranslation("site", { keyPrefix: "privacy" });
  return (
    <LegalDocument
      title={t("title")}
      lead={t("lead")}
      updated={t("updated")}
      sections={privacySections.map((id) => ({
        id,
        title: t(`sections.${id}.title`),
        body: t(`sections.${id}.body`, { returnObjects: true, email: supportContact.email }),
      }))}
    />
  );
}
