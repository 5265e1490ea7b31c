import type { Money } from "@repo/ledger/money";
import { jsPDF, type TextOptionsLight } from "jspdf";

import { pdfText } from "../pdf";
import type { MonthReport } from "./business-report";
import { invoiceTotals, isInterState } from "./gst";
import { stateName } from "./gst-states";
import type { Invoice } from "./invoice";

/**
 * The business's PDFs: a GST invoice and a month's report. This module (and the PDF library)
 * loads only when one is downloaded. PDFs use the standard PDF fonts, which have no rupee sign
 * or Indian scripts: amounts read "INR 2,360.00" and the words are English, as tax documents
 * usually are.
 */
const amount = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function pdfMoney(money: Money): string {
  return `INR ${amount.format(money.minor / 100)}`;
}

/**
 * Writes text the standard fonts can draw (`pdfText`): a name typed in another script comes out
 * as "?", never as wrong letters.
 */
function write(doc: jsPDF, text: string, x: number, y: number, options?: TextOptionsLight) {
  doc.text(pdfText(text), x, y, options);
}

const MARGIN = 15;
const RIGHT = 195;

export type Supplier = {
  legalName: string;
  displayName: string;
  gstin: string | null;
  stateCode: string;
  address: string;
};

function header(doc: jsPDF, title: string, supplier: Supplier): number {
  doc.setFont("helvetica", "bold");
  doc.setFontSize(18);
  write(doc, title, MARGIN, 22);
  doc.setFontSize(12);
  write(doc, supplier.displayName, MARGIN, 32);
  doc.setFont("helvetica", "normal");
  doc.setFontSize(9);
  write(doc, supplier.legalName, MARGIN, 38);
  write(doc, supplier.address, MARGIN, 43);
  write(
    doc,
    `GSTIN: ${supplier.gstin ?? "Not registered"}   State: ${stateName(supplier.stateCode)} (${supplier.stateCode})`,
    MARGIN,
    48,
  );
  doc.line(MARGIN, 52, RIGHT, 52);
  return 60;
}

type Column = { title: string; x: number; align?: "right" };

function row(doc: jsPDF, y: number, columns: Column[], values: string[], bold = false) {
  doc.setFont("helvetica", bold ? "bold" : "normal");
  columns.forEach((column, i) =>
    write(doc, values[i] ?? "", column.x, y, column.align ? { align: column.align } : undefined),
  );
}

function totalsBlock(doc: jsPDF, y: number, lines: [string, string][]): number {
  for (const [i, [label, value]] of lines.entries()) {
    row(
      doc,
      y,
      [
        { title: "", x: 130 },
        { title: "", x: RIGHT, align: "right" },
      ],
      [label, value],
      i === lines.length - 1,
    );
    y += 6;
  }
  return y;
}

export function invoicePdf(invoice: Invoice, supplier: Supplier): Blob {
  const doc = new jsPDF({ unit: "mm", format: "a4" });
  doc.setProperties({ title: `Tax invoice ${invoice.number}`, creator: "SangamPay" });
  let y = header(doc, "Tax invoice", supplier);
  doc.setFontSize(10);
  write(doc, `Invoice number: ${invoice.number}`, MARGIN, y);
  write(doc, `Date: ${new Date(invoice.date).toLocaleDateString("en-IN")}`, RIGHT, y, {
    align: "right",
  });
  y += 6;
  write(doc, `Bill to: ${invoice.customer}`, MARGIN, y);
  y += 6;
  if (invoice.customerGstin) {
    write(doc, `Customer GSTIN: ${invoice.customerGstin}`, MARGIN, y);
    y += 6;
  }
  write(
    doc,
    `Place of supply: ${stateName(invoice.placeOfSupply)} (${invoice.placeOfSupply})`,
    MARGIN,
    y,
  );
  y += 10;

  const columns: Column[] = [
    { title: "Description", x: MARGIN },
    { title: "HSN/SAC", x: 85 },
    { title: "Qty", x: 112, align: "right" },
    { title: "Rate", x: 140, align: "right" },
    { title: "GST", x: 155, align: "right" },
    { title: "Taxable value", x: RIGHT, align: "right" },
  ];
  doc.setFontSize(9);
  row(
    doc,
    y,
    columns,
    columns.map((c) => c.title),
    true,
  );
  doc.line(MARGIN, y + 2, RIGHT, y + 2);
  y += 8;
  const interState = isInterState(invoice.supplierState, invoice.placeOfSupply);
  const totals = invoiceTotals(invoice.lines, interState);
  invoice.lines.forEach((line, i) => {
    row(doc, y, columns, [
      (doc.splitTextToSize(line.description, 65) as string[])[0] ?? "",
      line.hsn,
      String(line.quantity),
      pdfMoney(line.rate),
      `${line.gstRate}%`,
      pdfMoney(totals.lines[i]!.taxable),
    ]);
    y += 6;
  });
  doc.line(MARGIN, y - 2, RIGHT, y - 2);
  y += 4;
  const taxLines: [string, string][] = interState
    ? [["IGST", pdfMoney(totals.igst)]]
    : [
        ["CGST", pdfMoney(totals.cgst)],
        ["SGST", pdfMoney(totals.sgst)],
      ];
  totalsBlock(doc, y, [
    ["Taxable value", pdfMoney(totals.taxable)],
    ...taxLines,
    ["Total", pdfMoney(totals.total)],
  ]);
  return doc.output("blob");
}

export function reportPdf(
  report: MonthReport,
  supplier: Supplier,
  outletNames: Record<string, string>,
): Blob {
  const doc = new jsPDF({ unit: "mm", format: "a4" });
  doc.setProperties({ title: `Sales and GST report ${report.month}`, creator: "SangamPay" });
  let y = header(doc, `Sales and GST report: ${report.month}`, supplier);
  doc.setFontSize(10);
  y = totalsBlock(doc, y, [
    ["Payments received", String(report.sales.count)],
    ["Failed attempts", String(report.failed)],
    ["Gross sales", pdfMoney(report.sales.gross)],
    ["Fees", pdfMoney(report.sales.fee)],
    ["Net sales", pdfMoney(report.sales.net)],
    [`Settlement fees (${report.settlements.count})`, pdfMoney(report.settlements.fee)],
    ["Settled to bank", pdfMoney(report.settlements.toBank)],
  ]);
  y += 4;
  const outletColumns: Column[] = [
    { title: "Outlet", x: MARGIN },
    { title: "Payments", x: 90, align: "right" },
    { title: "Gross", x: 125, align: "right" },
    { title: "Fees", x: 160, align: "right" },
    { title: "Net", x: RIGHT, align: "right" },
  ];
  row(
    doc,
    y,
    outletColumns,
    outletColumns.map((c) => c.title),
    true,
  );
  y += 6;
  for (const outlet of report.byOutlet) {
    row(doc, y, outletColumns, [
      outletNames[outlet.outletId] ?? outlet.outletId,
      String(outlet.count),
      pdfMoney(outlet.gross),
      pdfMoney(outlet.fee),
      pdfMoney(outlet.net),
    ]);
    y += 6;
  }
  y += 6;
  const gstColumns: Column[] = [
    { title: "GST rate", x: MARGIN },
    { title: "Taxable value", x: 90, align: "right" },
    { title: "CGST", x: 125, align: "right" },
    { title: "SGST", x: 160, align: "right" },
    { title: "IGST", x: RIGHT, align: "right" },
  ];
  doc.setFont("helvetica", "bold");
  write(doc, `GST on ${report.invoiceCount} invoices`, MARGIN, y);
  y += 7;
  row(
    doc,
    y,
    gstColumns,
    gstColumns.map((c) => c.title),
    true,
  );
  y += 6;
  for (const rate of [...report.gst.byRate, { rate: "Total", ...report.gst.total }]) {
    row(
      doc,
      y,
      gstColumns,
      [
        typeof rate.rate === "number" ? `${rate.rate}%` : rate.rate,
        pdfMoney(rate.taxable),
        pdfMoney(rate.cgst),
        pdfMoney(rate.sgst),
        pdfMoney(rate.igst),
      ],
      rate.rate === "Total",
    );
    y += 6;
  }
  return doc.output("blob");
}
