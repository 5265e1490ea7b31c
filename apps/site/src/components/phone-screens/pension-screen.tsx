import { formatINR } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { screenSamples } from "../../content/home-sections";
import { ScreenButton, ScreenPanel, ScreenTitle } from "./screen-parts";

/** Bar heights of the savings chart, oldest month first (percent of the tallest). */
const bars = [38, 46, 52, 60, 68, 77, 88, 100];

export function PensionScreen({ title }: { title: string }) {
  const { t } = useTranslation("site", { keyPrefix: "homeSections.screens.ui" });
  const pension = screenSamples.pension;
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      <ScreenPanel tone="primary">
        <span className="opacity-90">{t("totalSaved")}</span>
        <span className="text-2xl font-bold">{formatINR(pension.total)}</span>
        <span>{t("growth", { percent: pension.growthPercent })}</span>
      </ScreenPanel>
      <div className="flex h-20 items-end gap-1.5 px-1">
        {bars.map((height) => (
          <span
            key={height}
            className="flex-1 rounded-t bg-primary/70"
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
      <ScreenPanel>
        <span className="text-muted-foreground">{t("monthly")}</span>
        <span className="text-base font-semibold">{formatINR(pension.monthly)}</span>
      </ScreenPanel>
      <ScreenButton>{t("payNow")}</ScreenButton>
    </>
  );
}
