import { formatMoney, formatNumber } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { ChoiceOption } from "../../components/choice-option";
import { ListCard } from "../../components/kit/list-card";
import type { RechargeOffer, RechargePack } from "../../lib/recharge-offers";

type PackListProps = {
  offer: RechargeOffer;
  /** The operator's name, once it is told or chosen. */
  operator: string | undefined;
  packs: RechargePack[];
  chosen: string | undefined;
  onChoose: (id: string) => void;
  /** Why the ledger refuses the chosen pack, in words ("" when it does not). */
  refusal: string;
};

/** The operator's plans or bundles, as one radio list or one per group (data, voice). */
export function PackList({ offer, operator, packs, chosen, onChoose, refusal }: PackListProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "recharge" });
  const summary = usePackSummary(offer.words);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">
        {operator ? t(`${offer.words}.title`, { operator }) : t("plans.titleEmpty")}
      </legend>
      {operator ? (
        offer.groups.map((group) => (
          <div key={group ?? "all"} className="flex flex-col gap-1">
            {group ? (
              <h3 className="text-sm font-medium text-muted-foreground">{t(`bundles.${group}`)}</h3>
            ) : null}
            <ListCard as="div">
              {packs
                .filter((pack) => pack.group === group)
                .map((pack) => (
                  <ChoiceOption
                    key={pack.id}
                    group="plan"
                    value={pack.id}
                    checked={chosen === pack.id}
                    onSelect={onChoose}
                    title={formatMoney(pack.price)}
                    detail={summary(pack)}
                    badge={pack.popular ? t("plans.popular") : undefined}
                  />
                ))}
            </ListCard>
          </div>
        ))
      ) : (
        <p className="text-sm text-muted-foreground">{t("plans.empty")}</p>
      )}
      <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {refusal}
      </p>
    </fieldset>
  );
}

/**
 * A pack in words, in its country's order: a plan's "28 days · 1.5 GB/day · Unlimited calls ·
 * 100 SMS/day", a bundle's "3 GB of data · 7 days" or "100 minutes to any network · 7 days".
 */
export function usePackSummary(words: RechargeOffer["words"]) {
  const { t } = useTranslation("wallet", { keyPrefix: "recharge" });
  return (pack: RechargePack): string => {
    const validity = t("plans.validity", { count: pack.validityDays });
    if (words === "bundles") {
      const gives = pack.data
        ? t("bundles.dataValue", { gb: formatNumber(pack.data.gb) })
        : t("bundles.minutes", { count: pack.minutes ?? 0 });
      return [gives, validity].join(" · ");
    }
    const parts = [validity];
    if (pack.data) {
      const gb = formatNumber(pack.data.gb);
      parts.push(t(pack.data.per === "day" ? "plans.dataDay" : "plans.dataPack", { gb }));
    }
    if (pack.unlimitedCalls) parts.push(t("plans.calls"));
    if (pack.smsPerDay) parts.push(t("plans.sms", { count: pack.smsPerDay }));
    return parts.join(" · ");
  };
}
