import type { MerchantPayment, MerchantSummary } from "@repo/mock-data/merchant";
import { formatMoney, formatNumber } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { Icon } from "../icon";

type MerchantDashboardProps = {
  merchant: string;
  summary: MerchantSummary;
  payments: readonly MerchantPayment[];
};

/** A merchant's month at a glance, drawn from sample data with Indian number grouping. */
export function MerchantDashboard({ merchant, summary, payments }: MerchantDashboardProps) {
  const { t } = useTranslation("site", { keyPrefix: "landing.dashboard" });
  const metrics = [
    { id: "revenue", label: t("revenue"), value: formatMoney(summary.revenue) },
    { id: "transactions", label: t("transactions"), value: formatNumber(summary.transactionCount) },
    { id: "average", label: t("average"), value: formatMoney(summary.averageValue) },
    { id: "growth", label: t("growth"), value: t("growthValue", { value: summary.growthPercent }) },
    {
      id: "successRate",
      label: t("successRate"),
      value: t("successValue", { value: summary.successRatePercent }),
    },
  ];
  return (
    <figure className="flex flex-col gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-lg sm:p-6">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-col">
          <span className="font-semibold">{merchant}</span>
          <span className="text-sm text-muted-foreground">{t("caption")}</span>
        </span>
        <span className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
          {t("period")}
        </span>
      </figcaption>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {metrics.map((metric) => (
          <div
            key={metric.id}
            className="flex flex-col-reverse gap-1 rounded-xl bg-muted p-3 first:col-span-2 sm:first:col-span-1"
          >
            <dt className="text-xs text-muted-foreground">{metric.label}</dt>
            <dd className="text-lg font-bold">{metric.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t("recent")}</h3>
        <ul className="flex flex-col divide-y">
          {payments.map((payment) => (
            <li key={payment.id} className="flex items-center gap-3 py-2 text-sm">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon name="received" className="size-4" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{payment.customer}</span>
                <span className="text-xs text-muted-foreground">
                  {t(`methods.${payment.method}`)}
                </span>
              </span>
              <span className="font-semibold text-success">+{formatMoney(payment.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
