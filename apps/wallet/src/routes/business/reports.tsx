import { useLanguage } from "@repo/i18n/language-provider";
import { localDay } from "@repo/ledger/day";
import { sampleBusiness } from "@repo/mock-data/business";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { DetailList, DetailRow } from "../../components/detail-list";
import { FigureTable } from "../../components/kit/figure-table";
import { MonthPicker } from "../../components/kit/month-picker";
import { ScreenHeader } from "../../components/screen-header";
import { ShellFigure } from "../../components/shell-figure";
import {
  type CsvHeadings,
  monthReport,
  reportCsv,
  reportMonths,
} from "../../lib/business/business-report";
import { downloadBlob } from "../../lib/download";
import { monthName } from "../../lib/months";
import { useBusinessStore } from "../../stores/business-store";
import { outletNames, supplierOf } from "./-components/business-supplier";

export const Route = createFileRoute("/business/reports")({
  component: Reports,
});

const OUTLET_IDS = sampleBusiness.outlets.map((o) => o.id);

/** A month's sales and GST summary, as CSV for Excel and as PDF. */
function Reports() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.reports" });
  const { language } = useLanguage();
  const profile = useBusinessStore((s) => s.profile);
  const state = useBusinessStore((s) => s.state);
  const entries = state?.book.entries ?? [];
  const thisMonth = localDay(new Date()).slice(0, 7);
  const months = [...new Set([thisMonth, ...reportMonths(entries)])].sort().reverse();
  const [month, setMonth] = useState(thisMonth);
  const report = monthReport(entries, state?.invoices ?? [], OUTLET_IDS, month);

  const headings: CsvHeadings = {
    payments: [
      t("csv.date"),
      t("csv.time"),
      t("csv.outlet"),
      t("csv.customer"),
      t("csv.payer"),
      t("csv.gross"),
      t("csv.fee"),
      t("csv.net"),
      t("csv.status"),
      t("csv.reference"),
    ],
    gst: [t("csv.rate"), t("taxable"), t("cgst"), t("sgst"), t("igst")],
    total: t("total"),
    status: { Completed: t("csv.completed"), Failed: t("csv.failed") },
    settlements: [
      t("csv.date"),
      t("csv.time"),
      t("csv.settled"),
      t("csv.settlementFee"),
      t("csv.toBank"),
      t("csv.status"),
      t("csv.reference"),
    ],
    settlementStatus: { Completed: t("csv.settledStatus"), Pending: t("csv.pendingStatus") },
  };

  const downloadCsv = () => {
    const csv = reportCsv(report, headings, outletNames);
    downloadBlob(`sales-${month}.csv`, new Blob([csv], { type: "text/csv;charset=utf-8" }));
  };

  const downloadPdf = async () => {
    try {
      const { reportPdf } = await import("../../lib/business/business-pdf");
      downloadBlob(`sales-${month}.pdf`, reportPdf(report, supplierOf(profile), outletNames));
    } catch {
      toast({ title: t("pdfFailed"), variant: "error" });
    }
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/business" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <MonthPicker
          id="report-month"
          label={t("month")}
          value={month}
          months={months}
          onChange={setMonth}
        />

        <section aria-labelledby="sales-title" className="flex flex-col gap-2">
          <h2 id="sales-title" className="font-semibold">
            <ShellFigure className="w-40">
              {t("sales", { month: monthName(month, language) })}
            </ShellFigure>
          </h2>
          {/* The app shell (lib/shell-mode.ts) knows neither the month nor the business's figures. */}
          <DetailList className="rounded-xl border bg-card px-4" rows={[]}>
            {[
              [t("gross"), formatMoney(report.sales.gross)],
              [t("fees"), formatMoney(report.sales.fee)],
              [t("net"), formatMoney(report.sales.net)],
              [
                <ShellFigure key="count" className="w-40">
                  {t("settlementFees", { count: report.settlements.count })}
                </ShellFigure>,
                formatMoney(report.settlements.fee),
              ],
              [t("settledToBank"), formatMoney(report.settlements.toBank)],
              [t("payments"), String(report.sales.count)],
              [t("failed"), String(report.failed)],
              ...report.byOutlet.map((o) => [
                <ShellFigure key="count" className="w-40">
                  {t("outlet", { outlet: outletNames[o.outletId] ?? o.outletId, count: o.count })}
                </ShellFigure>,
                formatMoney(o.gross),
              ]),
            ].map(([label, figure], row) => (
              <DetailRow key={row} label={label}>
                <ShellFigure className="w-14">{figure}</ShellFigure>
              </DetailRow>
            ))}
          </DetailList>
        </section>

        <section aria-labelledby="gst-title" className="flex flex-col gap-2">
          <h2 id="gst-title" className="font-semibold">
            <ShellFigure className="w-32">{t("gst", { count: report.invoiceCount })}</ShellFigure>
          </h2>
          <div className="overflow-x-auto rounded-xl border bg-card">
            <FigureTable
              inset
              columns={[
                t("csv.rate"),
                ...(["taxable", "cgst", "sgst", "igst"] as const).map((key) => t(key)),
              ]}
              rows={[
                ...report.gst.byRate.map((r) => ({ label: t("percent", { rate: r.rate }), ...r })),
                { label: t("total"), ...report.gst.total },
              ].map((r) => ({
                key: r.label,
                name: r.label,
                figures: [r.taxable, r.cgst, r.sgst, r.igst].map((money, i) => (
                  <ShellFigure key={i} className="w-10">
                    {formatMoney(money)}
                  </ShellFigure>
                )),
              }))}
            />
          </div>
        </section>

        <div className="flex flex-col gap-3">
          <Button variant="outline" onClick={downloadCsv}>
            <Download aria-hidden="true" />
            {t("csvButton")}
          </Button>
          <Button variant="outline" onClick={() => void downloadPdf()}>
            <Download aria-hidden="true" />
            {t("pdfButton")}
          </Button>
        </div>
      </div>
    </main>
  );
}
