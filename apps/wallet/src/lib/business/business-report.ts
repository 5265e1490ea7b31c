import { localDay } from "@repo/ledger/day";
import { inr, type Money } from "@repo/ledger/money";

import {
  type BusinessEntry,
  type BusinessSale,
  type BusinessSettlement,
  isSale,
  saleFee,
  saleNet,
} from "./business-ledger";
import { GST_RATES, type GstRate, invoiceTotals, isInterState } from "./gst";
import type { Invoice } from "./invoice";

/** A month's sales and the GST on its invoices, for the reports screen and its CSV and PDF. */
export type GstAmounts = { taxable: Money; cgst: Money; sgst: Money; igst: Money };

/** Completed sales added up: what customers paid, the fees kept back, and what reached the business. */
export type SalesTotals = { count: number; gross: Money; fee: Money; net: Money };

/**
 * The month's settlements that were not refused (a refused one gave its money and its fee back):
 * what left the business balance, the settlement fees charged on it, and what reached the bank.
 */
export type SettlementTotals = { count: number; amount: Money; fee: Money; toBank: Money };

export type MonthReport = {
  /** `YYYY-MM`. */
  month: string;
  sales: SalesTotals;
  settlements: SettlementTotals;
  /** The month's settlements not refused, oldest first (settled and pending). */
  settled: BusinessSettlement[];
  failed: number;
  byOutlet: ({ outletId: string } & SalesTotals)[];
  /** The month's payments received, oldest first (completed and failed). */
  payments: BusinessSale[];
  invoiceCount: number;
  gst: { byRate: ({ rate: GstRate } & GstAmounts)[]; total: GstAmounts };
};

const zero = (): GstAmounts => ({ taxable: inr(0), cgst: inr(0), sgst: inr(0), igst: inr(0) });

function add(a: GstAmounts, b: GstAmounts): GstAmounts {
  return {
    taxable: inr(a.taxable.minor + b.taxable.minor),
    cgst: inr(a.cgst.minor + b.cgst.minor),
    sgst: inr(a.sgst.minor + b.sgst.minor),
    igst: inr(a.igst.minor + b.igst.minor),
  };
}

function totals(sales: readonly BusinessSale[]): SalesTotals {
  const sum = (money: (sale: BusinessSale) => Money) =>
    inr(sales.reduce((total, sale) => total + money(sale).minor, 0));
  return {
    count: sales.length,
    gross: sum((sale) => sale.amount),
    fee: sum(saleFee),
    net: sum(saleNet),
  };
}

const toBank = (s: BusinessSettlement) => inr(s.amount.minor - s.fee.minor);

function settlementTotals(settled: readonly BusinessSettlement[]): SettlementTotals {
  const sum = (money: (s: BusinessSettlement) => Money) =>
    inr(settled.reduce((total, s) => total + money(s).minor, 0));
  return {
    count: settled.length,
    amount: sum((s) => s.amount),
    fee: sum((s) => s.fee),
    toBank: sum(toBank),
  };
}

export function monthReport(
  entries: readonly BusinessEntry[],
  invoices: readonly Invoice[],
  outletIds: readonly string[],
  month: string,
): MonthReport {
  const inMonth = (date: string) => localDay(new Date(date)).startsWith(month);
  const payments = entries
    .filter(isSale)
    .filter((s) => inMonth(s.date))
    .reverse();
  const completed = payments.filter((s) => s.status === "Completed");
  const byOutlet = outletIds.map((outletId) => ({
    outletId,
    ...totals(completed.filter((s) => s.outletId === outletId)),
  }));
  const settled = entries
    .filter((e): e is BusinessSettlement => e.kind === "settlement")
    .filter((s) => s.status !== "Failed" && inMonth(s.date))
    .reverse();
  const monthInvoices = invoices.filter((i) => inMonth(i.date));
  const byRate = new Map<GstRate, GstAmounts>(GST_RATES.map((rate) => [rate, zero()]));
  for (const invoice of monthInvoices) {
    const totals = invoiceTotals(
      invoice.lines,
      isInterState(invoice.supplierState, invoice.placeOfSupply),
    );
    invoice.lines.forEach((line, i) => {
      byRate.set(line.gstRate, add(byRate.get(line.gstRate)!, totals.lines[i]!));
    });
  }
  const rates = [...byRate].map(([rate, amounts]) => ({ rate, ...amounts }));
  return {
    month,
    sales: totals(completed),
    settlements: settlementTotals(settled),
    settled,
    failed: payments.length - completed.length,
    byOutlet,
    payments,
    invoiceCount: monthInvoices.length,
    gst: {
      byRate: rates.filter((r) => r.taxable.minor > 0),
      total: rates.reduce<GstAmounts>((sum, r) => add(sum, r), zero()),
    },
  };
}

/** The months with payments, newest first (`YYYY-MM`). */
export function reportMonths(entries: readonly BusinessEntry[]): string[] {
  const months = new Set(entries.filter(isSale).map((s) => localDay(new Date(s.date)).slice(0, 7)));
  return [...months].sort().reverse();
}

export type CsvHeadings = {
  payments: [
    date: string,
    time: string,
    outlet: string,
    customer: string,
    payer: string,
    gross: string,
    fee: string,
    net: string,
    status: string,
    reference: string,
  ];
  gst: [rate: string, taxable: string, cgst: string, sgst: string, igst: string];
  total: string;
  status: Record<BusinessSale["status"], string>;
  settlements: [
    date: string,
    time: string,
    settled: string,
    fee: string,
    toBank: string,
    status: string,
    reference: string,
  ];
  settlementStatus: Record<"Completed" | "Pending", string>;
};

/** Excel reads a cell that starts with these as a formula: such text gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const decimal = (money: Money) => (money.minor / 100).toFixed(2);
const pad = (n: number) => String(n).padStart(2, "0");
/** A date as the CSV's two cells: the day and the time (hours:minutes), where the code runs. */
function dateAndTime(iso: string): [string, string] {
  const date = new Date(iso);
  return [localDay(date), `${pad(date.getHours())}:${pad(date.getMinutes())}`];
}

/**
 * The month as CSV that Excel opens as is: UTF-8 with a byte order mark (so names in any script
 * survive), CRLF line ends, amounts as plain numbers in rupees: each payment's gross amount, the
 * fee kept back and the net that reached the balance. Payments first, then the GST summary by rate,
 * then the settlements to the bank with the settlement fee of each.
 */
export function reportCsv(
  report: MonthReport,
  headings: CsvHeadings,
  outletNames: Record<string, string>,
): string {
  const lines = [headings.payments.map(cell).join(",")];
  for (const sale of report.payments) {
    lines.push(
      [
        ...dateAndTime(sale.date),
        outletNames[sale.outletId] ?? sale.outletId,
        sale.customer,
        sale.payer,
        decimal(sale.amount),
        decimal(saleFee(sale)),
        decimal(saleNet(sale)),
        headings.status[sale.status],
        sale.id,
      ]
        .map(cell)
        .join(","),
    );
  }
  lines.push("", headings.gst.map(cell).join(","));
  const gstRow = (label: string, a: GstAmounts) =>
    [label, decimal(a.taxable), decimal(a.cgst), decimal(a.sgst), decimal(a.igst)]
      .map(cell)
      .join(",");
  for (const rate of report.gst.byRate) lines.push(gstRow(`${rate.rate}%`, rate));
  lines.push(gstRow(headings.total, report.gst.total));
  lines.push("", headings.settlements.map(cell).join(","));
  for (const s of report.settled) {
    lines.push(
      [
        ...dateAndTime(s.date),
        decimal(s.amount),
        decimal(s.fee),
        decimal(toBank(s)),
        headings.settlementStatus[s.status as "Completed" | "Pending"],
        s.id,
      ]
        .map(cell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
