import type { Money } from "@repo/ledger/money";

import { rupeesFromText } from "../input-rules";
import { type GstRate, type InvoiceLine, invoiceTotals, isHsnCode, isInterState } from "./gst";
import type { Invoice } from "./invoice";

/**
 * An invoice as it is being typed: its lines as text, read into the lines an invoice keeps (or
 * why one cannot be), and the tax rows its totals are shown with.
 */
export type LineDraft = {
  key: number;
  description: string;
  hsn: string;
  quantity: string;
  rate: string;
  gstRate: GstRate;
};

/** The most units one line may bill. */
export const MAX_QUANTITY = 100_000;

let nextKey = 1;

/** A new line: one unit at 18% GST, the rest to type. Each has its own key. */
export const emptyLine = (): LineDraft => ({
  key: nextKey++,
  description: "",
  hsn: "",
  quantity: "1",
  rate: "",
  gstRate: 18,
});

/** The field of a line that is wrong, the first one in the order they are shown. */
export type LineProblem = "description" | "hsn" | "quantity" | "rate";

export type ParsedLine = InvoiceLine | { problem: LineProblem };

/** A line as the invoice keeps it (trimmed, its quantity and rate read), or why it cannot be. */
export function parseLine(line: LineDraft): ParsedLine {
  if (!line.description.trim()) return { problem: "description" };
  if (!isHsnCode(line.hsn)) return { problem: "hsn" };
  const quantity = Number(line.quantity);
  if (!/^\d+$/.test(line.quantity.trim()) || quantity < 1 || quantity > MAX_QUANTITY) {
    return { problem: "quantity" };
  }
  const rate = rupeesFromText(line.rate);
  if (!rate || rate.minor < 1) return { problem: "rate" };
  return {
    description: line.description.trim(),
    hsn: line.hsn.trim(),
    quantity,
    rate,
    gstRate: line.gstRate,
  };
}

export const isLine = (parsed: ParsedLine): parsed is InvoiceLine => !("problem" in parsed);

export const problemOf = (parsed: ParsedLine): LineProblem | undefined =>
  "problem" in parsed ? parsed.problem : undefined;

/** The lines read, and the sound ones: the invoice may be made only when every line is sound. */
export function readLines(lines: readonly LineDraft[]) {
  const parsed = lines.map(parseLine);
  const sound = parsed.filter(isLine);
  return { parsed, sound, allSound: sound.length === lines.length };
}

/** A row of an invoice's tax summary: the copy key of its label, and its amount. */
export type TaxRow = { key: "taxable" | "cgst" | "sgst" | "igst" | "total"; amount: Money };

/**
 * The rows an invoice's totals are shown with: the taxable value, then CGST and SGST within the
 * supplier's state or IGST across states (never both), then the total.
 */
export function taxRows(lines: readonly InvoiceLine[], interState: boolean): TaxRow[] {
  const totals = invoiceTotals(lines, interState);
  return [
    { key: "taxable", amount: totals.taxable },
    ...(interState
      ? [{ key: "igst", amount: totals.igst } as const]
      : ([
          { key: "cgst", amount: totals.cgst },
          { key: "sgst", amount: totals.sgst },
        ] as const)),
    { key: "total", amount: totals.total },
  ];
}

/** Whether a kept invoice was across states (IGST) or within the supplier's (CGST + SGST). */
export const invoiceInterState = (invoice: Invoice) =>
  isInterState(invoice.supplierState, invoice.placeOfSupply);

/** What a kept invoice comes to, tax included. */
export const invoiceTotal = (invoice: Invoice): Money =>
  invoiceTotals(invoice.lines, invoiceInterState(invoice)).total;

/** The file a kept invoice downloads as: its number, slashes made dashes, as PDF. */
export const invoiceFileName = (invoice: Invoice) => `${invoice.number.replace(/\//g, "-")}.pdf`;
