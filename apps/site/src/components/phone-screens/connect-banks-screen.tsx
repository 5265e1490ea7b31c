import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { screenSamples } from "../../content/home-sections";
import { Icon } from "../icon";
import { ScreenPanel, ScreenRow, ScreenTitle } from "./screen-parts";

export function ConnectBanksScreen({ title }: { title: string }) {
  const { t } = useTranslation("site", { keyPrefix: "homeSections.screens.ui" });
  const sample = screenSamples.connectBanks;
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      <ScreenPanel tone="primary">
        <span className="opacity-90">{t("wallet")}</span>
        <span className="text-2xl font-bold">{formatMoney(sample.wallet)}</span>
      </ScreenPanel>
      {sample.banks.map((bank) => (
        <ScreenPanel key={bank.id}>
          <ScreenRow
            icon="bank"
            title={bank.name}
            detail={`•••• ${bank.last4}`}
            value={bank.balance === null ? t("linked") : formatMoney(bank.balance)}
          />
        </ScreenPanel>
      ))}
      <ScreenPanel
        tone="muted"
        className="flex-row items-center justify-center border border-dashed"
      >
        <Icon name="plus" className="size-4" />
        <span className="font-medium">{t("addBank")}</span>
      </ScreenPanel>
    </>
  );
}
