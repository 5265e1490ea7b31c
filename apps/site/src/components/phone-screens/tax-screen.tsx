import { formatINR } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { screenSamples } from "../../content/home-sections";
import { ScreenButton, ScreenPanel, ScreenRow, ScreenTitle } from "./screen-parts";

export function TaxScreen({ title }: { title: string }) {
  const { t } = useTranslation("site", { keyPrefix: "homeSections.screens.ui" });
  const tax = screenSamples.tax;
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      <ScreenPanel>
        <ScreenRow
          icon="document"
          title={t("advanceTax")}
          detail={t("assessmentYear", { year: tax.assessmentYear })}
        />
      </ScreenPanel>
      <ScreenPanel tone="muted">
        <span className="text-muted-foreground">{t("amount")}</span>
        <span className="text-2xl font-bold">{formatINR(tax.amount)}</span>
        <span className="inline-flex items-center gap-1 font-medium text-success">
          {t("challanReady")}
        </span>
      </ScreenPanel>
      <ScreenButton>{t("payNow")}</ScreenButton>
    </>
  );
}
