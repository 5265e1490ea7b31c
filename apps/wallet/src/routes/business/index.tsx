import { useLanguage } from "@repo/i18n/language-provider";
import { sampleBusiness } from "@repo/mock-data/business";
import { Badge } from "@repo/ui/components/badge";
import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

import { FigureTable } from "../../components/kit/figure-table";
import { ListCard, ListRow } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { ShellFigure } from "../../components/shell-figure";
import {
  customersOf,
  dailySales,
  type PeriodSales,
  recentSales,
  salesSummary,
} from "../../lib/business/business-analytics";
import { inShell } from "../../lib/shell-mode";
import { useBusinessStore } from "../../stores/business-store";
import { SalesChart } from "./-components/sales-chart";

export const Route = createFileRoute("/business/")({
  component: BusinessHome,
});

const PERIODS = [7, 30] as const;
const RECENT_COUNT = 6;
const CUSTOMER_COUNT = 5;
const OUTLET_IDS = sampleBusiness.outlets.map((o) => o.id);

function outletName(id: string): string {
  return sampleBusiness.outlets.find((o) => o.id === id)?.name ?? id;
}

/** The business's sales at a glance: today, this month, the chart, payments and customers. */
function BusinessHome() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.home" });
  const { language } = useLanguage();
  const state = useBusinessStore((s) => s.state);
  const entries = useMemo(() => state?.book.entries ?? [], [state]);
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>(7);
  // A few hundred entries: cheap enough to add up on every render, always as of now.
  const now = new Date();
  const summary = salesSummary(entries, now);
  const days = dailySales(entries, OUTLET_IDS, now, period);
  const customers = customersOf(entries).slice(0, CUSTOMER_COUNT);
  const recent = recentSales(entries, RECENT_COUNT);
  const dayFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(language === "en" ? "en-IN" : language, {
        day: "numeric",
        month: "short",
      }),
    [language],
  );
  const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T12:00:00`));
  const balance = state?.book.balances.business;

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <section
          aria-labelledby="balance-title"
          className="flex items-center justify-between gap-3 rounded-2xl bg-primary p-4 text-primary-foreground"
        >
          <div>
            <h2 id="balance-title" className="text-sm font-medium opacity-90">
              {t("balance")}
            </h2>
            <p className="text-2xl font-bold tabular-nums">
              <ShellFigure className="w-28">{balance ? formatMoney(balance) : ""}</ShellFigure>
            </p>
          </div>
          <Link
            to="/business/settlements"
            className="rounded-lg bg-primary-foreground px-3 py-2 text-sm font-semibold text-primary"
          >
            {t("settle")}
          </Link>
        </section>

        <div className="grid grid-cols-2 gap-3">
          <Period id="today" title={t("today")} sales={summary.today} />
          <Period id="month" title={t("month")} sales={summary.month} />
        </div>

        <section aria-labelledby="chart-title" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="chart-title" className="font-semibold">
              {t("chart.title")}
            </h2>
            <div role="group" aria-label={t("chart.period")} className="flex gap-1">
              {PERIODS.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={period === p}
                  onClick={() => setPeriod(p)}
                  className="min-h-9 rounded-lg border px-3 text-sm font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
                >
                  {t("chart.days", { count: p })}
                </button>
              ))}
            </div>
          </div>
          {inShell() ? (
            // The build's app shell: the chart's and its table's room, with no sales in it.
            <div aria-hidden="true" className="flex flex-col gap-3">
              <div className="aspect-[320/176] w-full rounded-xl bg-muted" />
              <div className="h-5" />
              <div className="h-12 rounded-xl border" />
            </div>
          ) : (
            <SalesChart
              days={days}
              outlets={sampleBusiness.outlets}
              label={t("chart.label", { count: period })}
              dayLabel={dayLabel}
            />
          )}
        </section>

        <section aria-labelledby="recent-title" className="flex flex-col gap-2">
          <h2 id="recent-title" className="font-semibold">
            {t("recent")}
          </h2>
          <ListCard>
            {recent.map((sale) => (
              <ListRow key={sale.id}>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{sale.customer}</span>
                  <span className="text-sm text-muted-foreground">
                    {t("saleAt", {
                      outlet: outletName(sale.outletId),
                      date: formatDateTime(new Date(sale.date), language),
                    })}
                  </span>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">{formatMoney(sale.amount)}</span>
                  {sale.status === "Failed" ? <Badge variant="outline">{t("failed")}</Badge> : null}
                  {sale.linkId ? <Badge>{t("viaLink")}</Badge> : null}
                </div>
              </ListRow>
            ))}
          </ListCard>
        </section>

        <section aria-labelledby="customers-title" className="flex flex-col gap-2">
          <h2 id="customers-title" className="font-semibold">
            {t("customers.title")}
          </h2>
          <FigureTable
            columns={[t("customers.name"), t("customers.visits"), t("customers.total")]}
            strong={1}
            rows={customers.map((customer) => ({
              key: customer.payer,
              name: customer.name,
              figures: [customer.visits, formatMoney(customer.total)],
            }))}
          />
        </section>
      </div>
    </main>
  );
}

function Period({ id, title, sales }: { id: string; title: string; sales: PeriodSales }) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.home" });
  const rate =
    sales.successRate === null
      ? t("none")
      : new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 }).format(
          sales.successRate,
        );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-xl border bg-card p-3"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-muted-foreground">
        {title}
      </h2>
      <p className="text-xl font-bold tabular-nums">
        <ShellFigure className="w-20">{formatMoney(sales.total)}</ShellFigure>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-xs">
        <dt className="text-muted-foreground">{t("payments")}</dt>
        <dd className="text-right font-medium tabular-nums">
          <ShellFigure className="w-4">{sales.count}</ShellFigure>
        </dd>
        <dt className="text-muted-foreground">{t("average")}</dt>
        <dd className="text-right font-medium tabular-nums">
          <ShellFigure className="w-10">
            {sales.average ? formatMoney(sales.average) : t("none")}
          </ShellFigure>
        </dd>
        <dt className="text-muted-foreground">{t("successRate")}</dt>
        <dd className="text-right font-medium tabular-nums">
          <ShellFigure className="w-8">{rate}</ShellFigure>
        </dd>
      </dl>
    </section>
  );
}
