import { formatINR } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { screenSamples } from "../../content/home-sections";
import { Icon } from "../icon";
import { ScreenButton, ScreenPanel, ScreenRow, ScreenTitle } from "./screen-parts";

export function ScanPayScreen({ title }: { title: string }) {
  const { t } = useTranslation("site", { keyPrefix: "homeSections.screens.ui" });
  const scan = screenSamples.scanPay;
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="relative mx-auto flex size-32 items-center justify-center rounded-2xl bg-muted">
        <Icon name="qr" className="size-16 text-foreground/80" />
        <span className="absolute inset-3 rounded-xl border-2 border-dashed border-primary" />
        <span className="absolute inset-x-4 top-1/2 h-0.5 bg-primary" />
      </div>
      <ScreenPanel>
        <span className="text-muted-foreground">{t("payingTo")}</span>
        <ScreenRow icon="store" title={scan.merchant} detail={t("verifiedMerchant")} />
      </ScreenPanel>
      <ScreenPanel tone="muted">
        <span className="text-muted-foreground">{t("amount")}</span>
        <span className="text-2xl font-bold">{formatINR(scan.amount)}</span>
      </ScreenPanel>
      <ScreenButton>{t("payNow")}</ScreenButton>
    </>
  );
}
