import { inr, rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import type { InvoiceLine } from "./gst";
import type { Invoice } from "./invoice";
import {
  emptyLine,
  invoiceFileName,
  invoiceTotal,
  type LineDraft,
  MAX_QUANTITY,
  parseLine,
  readLines,
  taxRows,
} from "./invoice-draft";

const draft = (over: Partial<LineDraft> = {}): LineDraft => ({
  ...emptyLine(),
  description: " Basmati rice, 25 kg ",
  hsn: "1006",
  quantity: "2",
  rate: "1000",
  ...over,
});

const rice: InvoiceLine = {
  description: "Basmati rice, 25 kg",
  hsn: "1006",
  quantity: 2,
  rate: rupees(1000),
  gstRate: 18,
};

describe("an invoice's lines as typed", () => {
  it("reads a sound line into the line the invoice keeps, trimmed, in paise", () => {
    expect(parseLine(draft())).toEqual(rice);
    expect(parseLine(draft({ rate: "0.99", gstRate: 5 }))).toEqual({
      ...rice,
      rate: inr(99),
      gstRate: 5,
    });
  });

  it("names the first field that is wrong, in the order they are shown", () => {
    expect(parseLine(draft({ description: "  ", hsn: "1" }))).toEqual({ problem: "description" });
    expect(parseLine(draft({ hsn: "10061" }))).toEqual({ problem: "hsn" });
    for (const quantity of ["0", "1.5", "-1", "", String(MAX_QUANTITY + 1)]) {
      expect(parseLine(draft({ quantity }))).toEqual({ problem: "quantity" });
    }
    expect(parseLine(draft({ quantity: String(MAX_QUANTITY) }))).not.toHaveProperty("problem");
    for (const rate of ["", "0", "abc", "1.234"]) {
      expect(parseLine(draft({ rate }))).toEqual({ problem: "rate" });
    }
  });

  it("makes an invoice only when every line is sound", () => {
    expect(readLines([draft(), draft()]).allSound).toBe(true);
    const read = readLines([draft(), draft({ hsn: "" })]);
    expect(read.allSound).toBe(false);
    expect(read.sound).toEqual([rice]);
    expect(read.parsed[1]).toEqual({ problem: "hsn" });
  });

  it("gives each new line its own key", () => {
    expect(emptyLine().key).not.toBe(emptyLine().key);
  });
});

describe("an invoice's tax rows", () => {
  it("shows CGST and SGST within the supplier's state, never IGST", () => {
    expect(taxRows([rice], false)).toEqual([
      { key: "taxable", amount: rupees(2000) },
      { key: "cgst", amount: rupees(180) },
      { key: "sgst", amount: rupees(180) },
      { key: "total", amount: rupees(2360) },
    ]);
  });

  it("shows IGST alone across states", () => {
    expect(taxRows([rice], true)).toEqual([
      { key: "taxable", amount: rupees(2000) },
      { key: "igst", amount: rupees(360) },
      { key: "total", amount: rupees(2360) },
    ]);
  });

  it("shows zeros for an invoice with no sound line yet", () => {
    expect(taxRows([], false).map((row) => row.amount)).toEqual([inr(0), inr(0), inr(0), inr(0)]);
  });
});

describe("a kept invoice", () => {
  const invoice: Invoice = {
    number: "INV/2026-27/0001",
    sequence: 1,
    date: "2026-05-01T10:00:00.000Z",
    customer: "Ravi Stores",
    placeOfSupply: "29",
    supplierState: "36",
    lines: [rice],
  };

  it("comes to its total with tax, across states or within", () => {
    expect(invoiceTotal(invoice)).toEqual(rupees(2360));
    expect(invoiceTotal({ ...invoice, placeOfSupply: "36" })).toEqual(rupees(2360));
  });

  it("downloads under its number, slashes made dashes", () => {
    expect(invoiceFileName(invoice)).toBe("INV-2026-27-0001.pdf");
  });
});
