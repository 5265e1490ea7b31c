import { inr, rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import { invoicePdf, reportPdf, type Supplier } from "./business-pdf";
import { monthReport } from "./business-report";

const supplier: Supplier = {
  legalName: "Asha Kirana Store",
  displayName: "Asha Kirana Store",
  gstin: null,
  stateCode: "36",
  address: "Road No. 12, Banjara Hills, Hyderabad",
};

/** The PDF's text as its content stream holds it (jsPDF writes it uncompressed). */
async function pdfTextOf(blob: Blob): Promise<string> {
  return new TextDecoder("latin1").decode(await blob.arrayBuffer());
}

describe("invoicePdf", () => {
  it("writes a name typed in another script as question marks, never as wrong letters", async () => {
    const file = invoicePdf(
      {
        number: "INV/2026-27/0001",
        sequence: 1,
        date: "2026-11-23T10:00:00.000Z",
        customer: "రమేష్ Stores",
        placeOfSupply: "36",
        supplierState: "36",
        lines: [
          { description: "బియ్యం rice", hsn: "1006", quantity: 2, rate: rupees(1_000), gstRate: 5 },
        ],
      },
      supplier,
    );
    const text = await pdfTextOf(file);
    expect(text.startsWith("%PDF")).toBe(true);
    expect(text).toContain("(Bill to: ????? Stores)");
    expect(text).toContain("?????? rice");
    expect(text).toContain("INR 2,100.00");
  });
});

describe("reportPdf", () => {
  it("gives the month's gross sales, the fees kept back and the net, in total and by outlet", async () => {
    const sale = {
      id: "s1",
      kind: "sale" as const,
      outletId: "a",
      customer: "Priya Sharma",
      payer: "priya@okaxis",
      amount: rupees(499),
      date: new Date(2026, 10, 21, 14).toISOString(),
      status: "Completed" as const,
      linkId: "LNK000000000001",
      fee: inr(749),
    };
    const report = monthReport([sale], [], ["a"], "2026-11");
    const text = await pdfTextOf(reportPdf(report, supplier, { a: "Banjara Hills" }));
    for (const label of ["(Gross sales)", "(Fees)", "(Net sales)", "(Gross)", "(Net)"]) {
      expect(text).toContain(label);
    }
    expect(text).toContain("(INR 499.00)");
    expect(text).toContain("(INR 7.49)");
    expect(text).toContain("(INR 491.51)");
  });

  it("gives the settlement fees charged as their own line, and what reached the bank", async () => {
    const settlement = {
      id: "t1",
      kind: "settlement" as const,
      amount: rupees(499),
      fee: inr(250),
      date: new Date(2026, 10, 22, 9).toISOString(),
      status: "Completed" as const,
    };
    const report = monthReport([settlement], [], ["a"], "2026-11");
    const text = await pdfTextOf(reportPdf(report, supplier, { a: "Banjara Hills" }));
    expect(text).toContain("(Settlement fees \\(1\\))");
    expect(text).toContain("(INR 2.50)");
    expect(text).toContain("(Settled to bank)");
    expect(text).toContain("(INR 496.50)");
  });
});
