import copy from "@repo/i18n/locales/en/site/terms.json";
import { useTranslation } from "react-i18next";

import { LegalDocument } from "../components/legal-document";
import { supportContact } from "../content/navigation";
import { termsSections } from "../content/terms";
import { addSiteCopy, i18n } from "../lib/i18n";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/terms";

addSiteCopy("terms", copy);

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: i18n.t("terms.meta.title", { ns: "site" }),
    description: i18n.t("terms.meta.description", { ns: "site" }),
    path: "/terms",
  });

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
