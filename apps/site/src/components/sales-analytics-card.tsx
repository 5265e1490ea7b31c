import { contacts } from "@repo/mock-data/contacts";
import { Badge } from "@repo/ui/components/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@repo/ui/components/card";
import { formatINR, formatNumber } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { samplePreviousWeekRevenue, sampleRecentPayments, sampleWeek } from "../content/merchant";

const weekRevenue = sampleWeek.reduce((sum, day) => sum + day.revenue, 0);
const weekPayments = sampleWeek.reduce((sum, day) => sum + day.payments, 0);
const bestDay = Math.max(...sampleWeek.map((day) => day.revenue));
const growth = ((weekRevenue - samplePreviousWeekRevenue) / samplePreviousWeekRevenue) * 100;

/** The merchant dashboard's sales card, drawn from sample data (no screenshot). */
export function SalesAnalyticsCard() {
  const { t } = useTranslation("site", { keyPrefix: "merchant.showcase" });
  const stats = [
    { id: "revenue", value: formatINR(weekRevenue) },
    { id: "payments", value: formatNumber(weekPayments) },
    { id: "average", value: formatINR(Math.round(weekRevenue / weekPayments)) },
    { id: "growth", value: t("analytics.growthValue", { value: growth.toFixed(1) }) },
  ] as const;
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>{t("analytics.title")}</CardTitle>
          <Badge variant="outline">{t("sample")}</Badge>
        </div>
        <CardDescription>{t("analytics.description")}</CardDescription>
      </CardHeader>
      <dl className="grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div key={stat.id} className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{t(`analytics.${stat.id}`)}</dt>
            <dd className="mt-1 text-lg font-bold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <figure className="flex flex-col gap-2">
        <figcaption className="text-sm font-medium">{t("analytics.chart")}</figcaption>
        <ol className="flex h-36 items-end gap-2">
          {sampleWeek.map((day) => (
            <li
              key={day.day}
              className="flex h-full flex-1 flex-col items-center justify-end gap-1"
            >
              <span
                aria-hidden="true"
                className="w-full rounded-t-md bg-primary"
                style={{ height: `${Math.round((day.revenue / bestDay) * 100)}%` }}
              />
              <span aria-hidden="true" className="text-xs text-muted-foreground">
                {t(`analytics.days.${day.day}`)}
              </span>
              <span className="sr-only">
                {t("analytics.bar", {
                  day: t(`analytics.days.${day.day}`),
                  amount: formatINR(day.revenue),
                })}
              </span>
            </li>
          ))}
        </ol>
      </figure>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">{t("analytics.recent")}</h4>
        <ul className="flex flex-col divide-y">
          {sampleRecentPayments.map((payment) => {
            const customer = contacts.find((contact) => contact.id === payment.contactId);
            return (
              <li key={payment.contactId} className="flex items-center gap-3 py-2">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
                >
                  {customer?.initials}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{customer?.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`analytics.methods.${payment.method}`)}
                  </span>
                </span>
                <span className="text-sm font-semibold text-success tabular-nums">
                  +{formatINR(payment.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
