import copy from "@repo/i18n/locales/en/site/features.json";
import { useTranslation } from "react-i18next";

import { PageHeader } from "../components/page-header";
import { deferredSection } from "../lib/deferred-section";
import { sitePage } from "../lib/seo";

// The cards start below the first screen: their own chunk, hydrated once loaded.
const FeaturesSections = deferredSection(() =>
  import("../components/features/features-sections").then((module) => module.FeaturesSections),
);

export const meta = sitePage("features", copy);

export default function Features() {
  const { t } = useTranslation("site", { keyPrefix: "features" });
  return (
    <>
      <PageHeader badge={t("header.badge")} title={t("header.title")} lead={t("header.lead")} />
      <FeaturesSections />
    </>
  );
}
