import { feeOn } from "@repo/ledger/fees";
import { inr, type Money } from "@repo/ledger/money";

/**
 * GST on an invoice, in paise. Within the supplier's state the tax is split into equal central
 * (CGST) and state (SGST) halves; across states it is one integrated tax (IGST). Each line's tax
 * is rounded half up to the paisa, half by half, so CGST and SGST are always equal.
 */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export type InvoiceLine = {
  description: string;
  /** HSN code of goods or SAC code of services: 4, 6 or 8 digits. */
  hsn: string;
  /** A whole number of units. */
  quantity: number;
  /** Price of one unit before tax. */
  rate: Money;
  gstRate: GstRate;
};

export type TaxSplit = { taxable: Money; cgst: Money; sgst: Money; igst: Money; total: Money };

/** Intra-state supply (CGST + SGST) or inter-state (IGST). */
export function isInterState(supplierState: string, placeOfSupply: string): boolean {
  return supplierState !== placeOfSupply;
}

/** Percent to basis points (18% → 1800). */
const bps = (percent: number) => percent * 100;

export function lineTax(line: InvoiceLine, interState: boolean): TaxSplit {
  const taxable = line.quantity * line.rate.minor;
  const half = interState ? 0 : feeOn(taxable, bps(line.gstRate) / 2);
  const igst = interState ? feeOn(taxable, bps(line.gstRate)) : 0;
  return {
    taxable: inr(taxable),
    cgst: inr(half),
    sgst: inr(half),
    igst: inr(igst),
    total: inr(taxable + half * 2 + igst),
  };
}

export type InvoiceTotals = TaxSplit & { lines: TaxSplit[]; tax: Money };

export function invoiceTotals(lines: readonly InvoiceLine[], interState: boolean): InvoiceTotals {
  const split = lines.map((line) => lineTax(line, interState));
  const sum = (pick: (s: TaxSplit) => Money) => inr(split.reduce((n, s) => n + pick(s).minor, 0));
  const cgst = sum((s) => s.cgst);
  const sgst = sum((s) => s.sgst);
  const igst = sum((s) => s.igst);
  return {
    lines: split,
    taxable: sum((s) => s.taxable),
    cgst,
    sgst,
    igst,
    tax: inr(cgst.minor + sgst.minor + igst.minor),
    total: sum((s) => s.total),
  };
}

const HSN = /^(\d{4}|\d{6}|\d{8})$/;

export function isHsnCode(text: string): boolean {
  return HSN.test(text.trim());
}

/** The financial year (April to March) a date falls in, as invoices print it: `2026-27`. */
export function financialYear(date: Date): string {
  const start = date.getMonth() >= 3 ? date.getFullYear() : date.getFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The invoice number of the `sequence`-th invoice: `INV/2026-27/0001`. */
export function invoiceNumber(sequence: number, date: Date): string {
  return `INV/${financialYear(date)}/${String(sequence).padStart(4, "0")}`;
}
