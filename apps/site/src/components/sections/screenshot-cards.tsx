import { useTranslation } from "react-i18next";

import type { ScreenshotId } from "../../content/home-sections";
import { PhoneMockup } from "../phone-mockup";
import { ConnectBanksScreen } from "../phone-screens/connect-banks-screen";
import { PensionScreen } from "../phone-screens/pension-screen";
import { ScanPayScreen } from "../phone-screens/scan-pay-screen";
import { TaxScreen } from "../phone-screens/tax-screen";
import { UtilitiesScreen } from "../phone-screens/utilities-screen";
import { UtilityBillsScreen } from "../phone-screens/utility-bills-screen";

const screens: Record<ScreenshotId, (props: { title: string }) => React.ReactNode> = {
  utilityBills: UtilityBillsScreen,
  tax: TaxScreen,
  pension: PensionScreen,
  scanPay: ScanPayScreen,
  connectBanks: ConnectBanksScreen,
  utilities: UtilitiesScreen,
};

/** The home page's six "screenshots": sample app screens drawn live, each with a caption. */
export function ScreenshotCards({ screenshots }: { screenshots: readonly ScreenshotId[] }) {
  const { t } = useTranslation("site", { keyPrefix: "homeSections.screens" });
  return (
    <ul className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {screenshots.map((id) => {
        const Screen = screens[id];
        const title = t(`items.${id}.title`);
        return (
          <li key={id} className="flex flex-col items-center gap-4 text-center">
            <PhoneMockup label={t("phoneLabel", { screen: title })}>
              <Screen title={title} />
            </PhoneMockup>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="max-w-xs text-pretty text-muted-foreground">
              {t(`items.${id}.description`)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
