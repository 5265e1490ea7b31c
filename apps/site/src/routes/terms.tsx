import copy from "@repo/i18n/locales/en/site/terms.json";
import { useTranslation } from "react-i18next";

import { LegalDocument } from "../components/legal-document";
import { supportContact } from "../content/navigation";
import { termsSections } from "../content/terms";
import { sitePage } from "../lib/seo";

export const meta = sitePage("terms", copy);

export default function Terms() {
  const { t } = useTranslation("site", { keyPrefix: "terms" });
  return (
    <LegalDocument
      title={t("title")}
      lead={t("lead")}
      updated={t("updated")}
      sections={termsSections.map((id) => ({
        id,
        title: t(`sections.${id}.title`),
        body: t(`sections.${id}.body`, { returnObjects: true, email: supportContact.email }),
      }))}
    />
  );
}
