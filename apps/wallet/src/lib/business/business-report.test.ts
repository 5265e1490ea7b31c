import { inr, rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import type { BusinessSale, BusinessSettlement } from "./business-ledger";
import { type CsvHeadings, monthReport, reportCsv, reportMonths } from "./business-report";
import type { Invoice } from "./invoice";

const sale = (over: Partial<BusinessSale>): BusinessSale => ({
  id: "s1",
  kind: "sale",
  outletId: "a",
  customer: "Priya Sharma",
  payer: "priya@okaxis",
  amount: rupees(499),
  date: new Date(2026, 10, 21, 14, 5).toISOString(),
  status: "Completed",
  ...over,
});

const invoice = (placeOfSupply: string, gstRate: 5 | 18): Invoice => ({
  number: "INV/2026-27/0001",
  sequence: 1,
  date: new Date(2026, 10, 20, 12).toISOString(),
  customer: "Ravi Traders",
  placeOfSupply,
  supplierState: "36",
  lines: [{ description: "Rice", hsn: "1006", quantity: 2, rate: rupees(1000), gstRate }],
});

const headings: CsvHeadings = {
  payments: [
    "Date",
    "Time",
    "Outlet",
    "Customer",
    "Payer",
    "Gross",
    "Fee",
    "Net",
    "Status",
    "Reference",
  ],
  gst: ["Rate", "Taxable", "CGST", "SGST", "IGST"],
  total: "Total",
  status: { Completed: "Completed", Failed: "Failed" },
  settlements: ["Date", "Time", "Settled", "Settlement fee", "To bank", "Status", "Reference"],
  settlementStatus: { Completed: "Settled", Pending: "Pending" },
};

/** A settlement as the server's book gives it: its fee charged, or given back when it failed. */
const settlement = (over: Partial<BusinessSettlement>): BusinessSettlement => ({
  id: "t1",
  kind: "settlement",
  amount: rupees(499),
  fee: inr(250),
  date: new Date(2026, 10, 22, 9, 30).toISOString(),
  status: "Completed",
  ...over,
});

const entries = [
  sale({ id: "s3", customer: '=HYPERLINK("x")', amount: rupees(120.5) }),
  sale({ id: "s2", outletId: "b", status: "Failed" }),
  sale({
    id: "s1",
    outletId: "b",
    linkId: "LNK000000000001",
    fee: inr(749),
    customer: "Rao, Vikram",
    date: new Date(2026, 10, 1, 10).toISOString(),
  }),
  sale({ id: "s0", date: new Date(2026, 9, 31, 10).toISOString() }),
];

describe("the month's report", () => {
  const report = monthReport(entries, [invoice("36", 18), invoice("29", 5)], ["a", "b"], "2026-11");

  it("adds up the month's sales by outlet, apart from failed attempts", () => {
    // The link payment's 1.5% fee as charged; a QR payment's fee is the ledger's (0%).
    expect(report.sales).toEqual({
      count: 2,
      gross: inr(12_050 + 49_900),
      fee: inr(749),
      net: inr(12_050 + 49_900 - 749),
    });
    expect(report.failed).toBe(1);
    expect(report.byOutlet).toEqual([
      { outletId: "a", count: 1, gross: inr(12_050), fee: inr(0), net: inr(12_050) },
      { outletId: "b", count: 1, gross: rupees(499), fee: inr(749), net: inr(49_151) },
    ]);
    expect(report.payments.map((p) => p.id)).toEqual(["s1", "s2", "s3"]);
    expect(reportMonths(entries)).toEqual(["2026-11", "2026-10"]);
  });

  it("sums GST by rate: CGST and SGST within the state, IGST across", () => {
    expect(report.invoiceCount).toBe(2);
    expect(report.gst.byRate).toEqual([
      { rate: 5, taxable: rupees(2000), cgst: inr(0), sgst: inr(0), igst: rupees(100) },
      { rate: 18, taxable: rupees(2000), cgst: rupees(180), sgst: rupees(180), igst: inr(0) },
    ]);
    expect(report.gst.total).toEqual({
      taxable: rupees(4000),
      cgst: rupees(180),
      sgst: rupees(180),
      igst: rupees(100),
    });
  });

  it("writes CSV that Excel opens: BOM, CRLF, quoted commas, no formulas", () => {
    const csv = reportCsv(report, headings, { a: "Banjara Hills", b: "Kukatpally" });
    expect(csv.startsWith("\uFEFFDate,Time,Outlet,")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[1]).toBe(
      '2026-11-01,10:00,Kukatpally,"Rao, Vikram",priya@okaxis,499.00,7.49,491.51,Completed,s1',
    );
    // A failed attempt: what was tried, and no fee or money in.
    expect(lines[2]).toBe(
      "2026-11-21,14:05,Kukatpally,Priya Sharma,priya@okaxis,499.00,0.00,0.00,Failed,s2",
    );
    expect(lines[3]).toBe(
      '2026-11-21,14:05,Banjara Hills,"\'=HYPERLINK(""x"")",priya@okaxis,120.50,0.00,120.50,Completed,s3',
    );
    expect(lines.slice(5)).toEqual([
      "Rate,Taxable,CGST,SGST,IGST",
      "5%,2000.00,0.00,0.00,100.00",
      "18%,2000.00,180.00,180.00,0.00",
      "Total,4000.00,180.00,180.00,100.00",
      "",
      "Date,Time,Settled,Settlement fee,To bank,Status,Reference",
      "",
    ]);
  });
});

describe("the month's settlements in its report", () => {
  const book = [
    settlement({ id: "t4", date: new Date(2026, 11, 1, 9).toISOString() }),
    settlement({ id: "t3", status: "Pending", amount: rupees(100.99), fee: inr(50) }),
    settlement({ id: "t2", status: "Failed", amount: rupees(2000), fee: inr(1000) }),
    settlement({ id: "t1", date: new Date(2026, 10, 2, 18, 45).toISOString() }),
    ...entries,
  ];
  const report = monthReport(book, [], ["a", "b"], "2026-11");

  it("counts the settlement fees charged as their own line, apart from the sales' fees", () => {
    // ₹499 at 0.5% is ₹2.50 (t1); ₹100.99 is 50.495 paise, so 50 (t3, still pending); the failed
    // one (t2) gave its fee back; t4 is December's.
    expect(report.settlements).toEqual({
      count: 2,
      amount: inr(49_900 + 10_099),
      fee: inr(250 + 50),
      toBank: inr(49_650 + 10_049),
    });
    expect(report.settlements.amount.minor).toBe(
      report.settlements.fee.minor + report.settlements.toBank.minor,
    );
    // The sales' own totals are as they were.
    expect(report.sales.fee).toEqual(inr(749));
    expect(report.settled.map((s) => s.id)).toEqual(["t1", "t3"]);
  });

  it("lists each settlement in the CSV after the GST summary: settled, fee, to the bank", () => {
    const csv = reportCsv(report, headings, { a: "Banjara Hills", b: "Kukatpally" });
    expect(csv.slice(1).split("\r\n").slice(-4)).toEqual([
      "Date,Time,Settled,Settlement fee,To bank,Status,Reference",
      "2026-11-02,18:45,499.00,2.50,496.50,Settled,t1",
      "2026-11-22,09:30,100.99,0.50,100.49,Pending,t3",
      "",
    ]);
  });
});
