import type { InvoiceLine } from "./gst";

/** A tax invoice the business made: numbered in its financial year, with its lines. */
export type Invoice = {
  /** `INV/2026-27/0001`. */
  number: string;
  sequence: number;
  /** ISO 8601. */
  date: string;
  customer: string;
  customerGstin?: string;
  /** GST state code. */
  placeOfSupply: string;
  /** The business's state code when the invoice was made. */
  supplierState: string;
  lines: InvoiceLine[];
};
