import { inr, rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import { financialYear, type InvoiceLine, invoiceNumber, invoiceTotals, lineTax } from "./gst";

const line = (over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  description: "Basmati rice, 25 kg",
  hsn: "1006",
  quantity: 2,
  rate: rupees(1000),
  gstRate: 18,
  ...over,
});

describe("GST on an invoice", () => {
  it("splits tax into equal CGST and SGST within the state", () => {
    const totals = invoiceTotals([line()], false);
    expect(totals.taxable).toEqual(rupees(2000));
    expect(totals.cgst).toEqual(rupees(180));
    expect(totals.sgst).toEqual(rupees(180));
    expect(totals.igst).toEqual(inr(0));
    expect(totals.total).toEqual(rupees(2360));
  });

  it("charges IGST alone across states", () => {
    const totals = invoiceTotals([line()], true);
    expect(totals.igst).toEqual(rupees(360));
    expect(totals.cgst).toEqual(inr(0));
    expect(totals.sgst).toEqual(inr(0));
    expect(totals.total).toEqual(rupees(2360));
  });

  it("rounds each half to the paisa, half up, so CGST and SGST stay equal", () => {
    // ₹10.01 at 5%: 2.5% is 25.025 paise → 25 each; IGST 5% is 50.05 → 50.
    const intra = lineTax(line({ quantity: 1, rate: inr(1001), gstRate: 5 }), false);
    expect(intra.cgst).toEqual(inr(25));
    expect(intra.sgst).toEqual(inr(25));
    expect(intra.total).toEqual(inr(1051));
    // ₹0.99 at 5%: 2.5% is 2.475 → 2 each; at 18%, 9% is 8.91 → 9 each.
    expect(lineTax(line({ quantity: 1, rate: inr(99), gstRate: 5 }), false).cgst).toEqual(inr(2));
    expect(lineTax(line({ quantity: 1, rate: inr(99), gstRate: 18 }), false).sgst).toEqual(inr(9));
    // 1 paisa at 28% IGST is 0.28 → 0; 2 paise at 28% is 0.56 → 1.
    expect(lineTax(line({ quantity: 1, rate: inr(1), gstRate: 28 }), true).igst).toEqual(inr(0));
    expect(lineTax(line({ quantity: 1, rate: inr(2), gstRate: 28 }), true).igst).toEqual(inr(1));
  });

  it("adds up several lines at different rates, including exempt ones", () => {
    const totals = invoiceTotals(
      [
        line(),
        line({ description: "Fresh milk", hsn: "0401", quantity: 10, rate: inr(3250), gstRate: 0 }),
        line({
          description: "Delivery",
          hsn: "996812",
          quantity: 1,
          rate: rupees(150),
          gstRate: 12,
        }),
      ],
      false,
    );
    expect(totals.lines.map((l) => l.total.minor)).toEqual([236000, 32500, 16800]);
    expect(totals.taxable).toEqual(inr(200000 + 32500 + 15000));
    expect(totals.tax).toEqual(inr(36000 + 1800));
    expect(totals.total).toEqual(inr(236000 + 32500 + 16800));
  });

  it("numbers invoices in sequence within the financial year", () => {
    expect(financialYear(new Date(2026, 10, 21))).toBe("2026-27");
    expect(financialYear(new Date(2027, 2, 31))).toBe("2026-27");
    expect(financialYear(new Date(2027, 3, 1))).toBe("2027-28");
    expect(invoiceNumber(7, new Date(2026, 10, 21))).toBe("INV/2026-27/0007");
  });
});
