import { feeFor } from "@repo/ledger/fees";
import { balances } from "@repo/mock-data/balances";
import { bankAccounts } from "@repo/mock-data/banks";
import { transactions } from "@repo/mock-data/transactions";
import { Badge } from "@repo/ui/components/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@repo/ui/components/card";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Sample settlements: the sample account's incoming money, each settled to the bank at the instant-settlement rate. */
const settlements = transactions.filter((entry) => entry.type === "income").slice(0, 3);
/** The sample account settlements go to: the wallet's primary bank account. */
const SAMPLE_ACCOUNT_LAST4 = bankAccounts.find((account) => account.primary)?.last4;

// The sample dates are Indian times: show them in IST so prerendered HTML and every visitor agree.
const SAMPLE_TIME_ZONE = "Asia/Kolkata";

/** The merchant dashboard's settlements card, drawn from sample data (no screenshot). */
export function SettlementsCard() {
  const { t, i18n } = useTranslation("site", { keyPrefix: "merchant.showcase" });
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>{t("settlements.title")}</CardTitle>
          <Badge variant="outline">{t("sample")}</Badge>
        </div>
        <CardDescription>{t("settlements.description")}</CardDescription>
      </CardHeader>
      <div className="rounded-xl bg-primary p-5 text-primary-foreground">
        <p className="text-sm">{t("settlements.available")}</p>
        <p className="mt-1 text-3xl font-extrabold tabular-nums">{formatMoney(balances.wallet)}</p>
        <p className="mt-2 text-sm">{t("settlements.account", { last4: SAMPLE_ACCOUNT_LAST4 })}</p>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">{t("settlements.recent")}</h4>
        <ul className="flex flex-col divide-y">
          {settlements.map((entry) => (
            <li key={entry.id} className="flex items-center gap-3 py-2.5">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium">{t("settlements.settled")}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDate(new Date(entry.date), i18n.language, SAMPLE_TIME_ZONE)} ·{" "}
                  {t("settlements.fee", {
                    fee: formatMoney(feeFor("settlement", entry.amount)),
                  })}
                </span>
              </span>
              <span className="text-sm font-semibold tabular-nums">
                {formatMoney(entry.amount)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
