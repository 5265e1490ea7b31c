import { useLanguage } from "@repo/i18n/language-provider";
import { Badge } from "@repo/ui/components/badge";
import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { ListRow } from "../../../components/kit/list-card";
import { ListSection } from "../../../components/kit/list-section";
import { ShellRows } from "../../../components/shell-rows";
import { type BusinessSettlement, settlementToBank } from "../../../lib/business/business-ledger";

/** What was settled before, newest first: what reached the bank, the fee kept, and its status. */
export function SettlementHistory({
  history,
}: {
  /** None until the book is read: boxes in their place. */
  history: readonly BusinessSettlement[] | undefined;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.settlements" });
  const { language } = useLanguage();
  return (
    <ListSection
      id="history-title"
      title={t("history")}
      empty={t("noHistory")}
      items={history ?? null}
      placeholder={<ShellRows count={2} />}
    >
      {(s) => (
        <ListRow key={s.id} className="items-start justify-between">
          <div className="flex shrink-0 flex-col">
            <span className="font-medium tabular-nums">{formatMoney(settlementToBank(s))}</span>
            <span className="text-sm text-muted-foreground">
              {formatDateTime(new Date(s.date), language)}
            </span>
          </div>
          <div className="flex min-w-0 flex-1 flex-col items-end gap-1 text-right">
            <span className="text-sm text-muted-foreground">
              {t("historyFee", { amount: formatMoney(s.amount), fee: formatMoney(s.fee) })}
            </span>
            <Badge
              variant={s.status === "Failed" ? "outline" : "default"}
              className="max-w-full rounded-lg text-right whitespace-normal"
            >
              {t(`status.${s.status}`)}
            </Badge>
          </div>
        </ListRow>
      )}
    </ListSection>
  );
}
