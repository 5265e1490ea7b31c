import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { phoneSample, phoneTiles } from "../../content/landing";
import { Icon } from "../icon";
import { ScreenPanel, ScreenRow } from "./screen-parts";

/** The wallet's home screen as the landing page's hero phone shows it. */
export function WalletHomeScreen() {
  const { t } = useTranslation("site", { keyPrefix: "landing.phone" });
  return (
    <>
      <p className="text-sm font-bold">{t("greeting", { name: phoneSample.firstName })}</p>
      <ScreenPanel tone="primary" className="gap-3 p-4">
        <span className="opacity-90">{t("balance")}</span>
        <span className="text-3xl font-bold">{formatMoney(phoneSample.balance)}</span>
        <span className="grid grid-cols-2 gap-2">
          <span className="flex min-h-9 items-center justify-center gap-1.5 rounded-lg bg-primary-foreground font-semibold text-primary">
            <Icon name="send" className="size-4" />
            {t("pay")}
          </span>
          <span className="flex min-h-9 items-center justify-center gap-1.5 rounded-lg bg-primary-foreground font-semibold text-primary">
            <Icon name="scan" className="size-4" />
            {t("scan")}
          </span>
        </span>
      </ScreenPanel>
      <div className="grid grid-cols-2 gap-2">
        {phoneTiles.map((tile) => (
          <span
            key={tile.id}
            className="flex flex-col items-center gap-1.5 rounded-xl bg-muted p-3"
          >
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Icon name={tile.icon} className="size-4" />
            </span>
            <span className="font-medium">{t(tile.id)}</span>
          </span>
        ))}
      </div>
      <ScreenPanel>
        <span className="text-muted-foreground">{t("received")}</span>
        <ScreenRow
          icon="received"
          title={phoneSample.received.name}
          value={`+${formatMoney(phoneSample.received.amount)}`}
        />
      </ScreenPanel>
    </>
  );
}
