import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { screenSamples } from "../../content/home-sections";
import { ScreenButton, ScreenPanel, ScreenRow, ScreenTitle } from "./screen-parts";

export function UtilityBillsScreen({ title }: { title: string }) {
  const { t } = useTranslation("site", { keyPrefix: "homeSections.screens.ui" });
  const bill = screenSamples.utilityBills;
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      <ScreenPanel tone="primary">
        <span className="opacity-90">{t("due", { days: bill.dueInDays })}</span>
        <span className="text-base font-semibold">{bill.biller}</span>
        <span className="text-2xl font-bold">{formatMoney(bill.amount)}</span>
      </ScreenPanel>
      <ScreenButton>{t("payNow")}</ScreenButton>
      <ScreenPanel>
        <span className="text-muted-foreground">{t("lastPaid")}</span>
        <ScreenRow icon="zap" title={bill.biller} value={formatMoney(bill.amount)} />
      </ScreenPanel>
    </>
  );
}
