import copy from "@repo/i18n/locales/en/site/merchant-fees.json";
import { merchantFees, merchantPlanRate } from "@repo/pricing/merchant-fees";
import { formatPercent } from "@repo/pricing/percent";
import { Card } from "@repo/ui/components/card";
import { useTranslation } from "react-i18next";

import { addSiteCopy } from "../../lib/i18n";
import { Section } from "../section";

addSiteCopy("merchantFees", copy);

type MerchantFeesProps = {
  tone?: "plain" | "muted";
  /** Below the list (the merchant page's link to every plan). */
  children?: React.ReactNode;
};

/**
 * What a merchant pays and on which payment, from `@repo/pricing/merchant-fees`: the one
 * explanation the pricing and merchant pages both show.
 */
export function MerchantFees({ tone, children }: MerchantFeesProps) {
  const { t } = useTranslation("site", { keyPrefix: "merchantFees" });
  return (
    <Section id="merchant-fees" title={t("title")} intro={t("intro")} tone={tone}>
      <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {merchantFees.map(({ id, rate }) => (
          <li key={id}>
            <Card className="h-full gap-2 px-6 text-center">
              <h3 className="text-sm font-semibold text-muted-foreground">
                {t(`items.${id}.label`)}
              </h3>
              <p className="flex flex-col">
                <span className="text-4xl font-extrabold tracking-tight text-primary">
                  {rate === 0 ? t("free") : formatPercent(rate)}
                </span>
                <span className="text-sm font-medium">{t(`items.${id}.per`)}</span>
              </p>
              <p className="text-sm text-muted-foreground">{t(`items.${id}.applies`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-2xl text-center text-pretty">
        {t("plan", { planRate: formatPercent(merchantPlanRate) })}
      </p>
      {children}
    </Section>
  );
}
