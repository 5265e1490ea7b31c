import { useTranslation } from "react-i18next";

import type { ScreenshotId, screenshotLinks } from "../../content/home-sections";
import { useWalletUrl } from "../../lib/wallet-link";
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
type Linked = keyof typeof screenshotLinks;

type ScreenshotCardsProps = {
  screenshots: readonly ScreenshotId[];
  /** Screenshots whose button the wallet has: the wallet path a real link under them opens. */
  links: Record<Linked, string>;
};

export function ScreenshotCards({ screenshots, links }: ScreenshotCardsProps) {
  const { t } = useTranslation("site", { keyPrefix: "homeSections.screens" });
  const walletUrl = useWalletUrl();
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
            {links[id as Linked] ? (
              <a
                href={walletUrl(links[id as Linked])}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
              >
                {t(`links.${id as Linked}`)}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
