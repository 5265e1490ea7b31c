import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { screenSamples } from "../../content/home-sections";
import { Icon } from "../icon";
import { ScreenPanel, ScreenRow, ScreenTitle } from "./screen-parts";

export function UtilitiesScreen({ title }: { title: string }) {
  const { t } = useTranslation("site", { keyPrefix: "homeSections.screens.ui" });
  const sample = screenSamples.utilities;
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="grid grid-cols-2 gap-2">
        {sample.tiles.map((tile) => (
          <span key={tile.id} className="flex items-center gap-2 rounded-xl bg-muted p-2">
            <Icon name={tile.icon} className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 truncate">{t(tile.id)}</span>
          </span>
        ))}
      </div>
      <ScreenPanel>
        <span className="text-muted-foreground">{t("recent")}</span>
        <ScreenRow
          icon="smartphone"
          title={sample.recent.name}
          value={formatMoney(sample.recent.amount)}
        />
      </ScreenPanel>
    </>
  );
}
