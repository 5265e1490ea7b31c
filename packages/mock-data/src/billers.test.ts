import { midMarketRates, RATE_SCALE } from "@repo/pricing/rates";
import { describe, expect, it } from "vitest";

import {
  billCategories,
  billers,
  billersFor,
  findBiller,
  isValidConsumerNumber,
  kwachaInRupees,
  lookupBill,
  normalizeConsumerNumber,
} from "./billers";

const biller = (id: string) => {
  const found = findBiller(id);
  if (!found) throw new Error(`no biller ${id}`);
  return found;
};

describe("billers", () => {
  it("offers billers in India and Zambia for each of the seven categories", () => {
    expect(billCategories).toHaveLength(7);
    for (const category of billCategories) {
      expect(billersFor(category, "IN", "IN").length, category).toBeGreaterThan(0);
      expect(billersFor(category, "ZM", "IN").length, category).toBeGreaterThan(0);
      expect(billersFor(category, "ZM", "ZM").length, category).toBeGreaterThan(0);
    }
  });

  it("has unique ids, kwacha only in Zambia, and an example number each format accepts", () => {
    expect(new Set(billers.map((b) => b.id)).size).toBe(billers.length);
    for (const b of billers) {
      expect(b.currency, b.id).toBe(b.country === "IN" ? "INR" : "ZMW");
      expect(isValidConsumerNumber(b, b.consumerId.example), b.id).toBe(true);
      expect(b.sampleRange.min, b.id).toBeLessThan(b.sampleRange.max);
    }
  });

  it("accepts numbers typed with spaces, dashes and lower case", () => {
    expect(normalizeConsumerNumber(" abcps 1234-k ")).toBe("ABCPS1234K");
    expect(isValidConsumerNumber(biller("in-income-tax"), "abcps 1234 k")).toBe(true);
    expect(isValidConsumerNumber(biller("in-tsspdcl"), "110 456 789")).toBe(true);
  });

  it.each([
    ["in-tsspdcl", "11045678"],
    ["in-tsspdcl", "11045678a"],
    ["in-income-tax", "ABCPS12345"],
    ["zm-mtn-postpaid", "0977123456"],
    ["zm-mtn-postpaid", "+91 96612 34567"],
    ["zm-cec", "204518"],
  ])("rejects %s number %s", (id, number) => {
    expect(lookupBill(biller(id), number)).toEqual({ status: "invalid-number" });
  });
});

describe("Zambian billers", () => {
  const names = (payer: "IN" | "ZM") =>
    billersFor("electricity", "ZM", payer).map((b) => `${b.name} (${b.consumerId.kind})`);

  it("offers ZESCO prepaid units only to a Zambian account; ZESCO's bills to both", () => {
    expect(names("ZM")).toEqual([
      "ZESCO (account-number)",
      "ZESCO prepaid (meter-number)",
      "Copperbelt Energy (account-number)",
    ]);
    expect(names("IN")).toEqual(["ZESCO (account-number)", "Copperbelt Energy (account-number)"]);
    expect(lookupBill(biller("zm-zesco-prepaid"), "04123456789")).toEqual({
      status: "invalid-number",
    });
  });

  it.each([
    ["zm-zesco", "371 2345 6789", "3712345678"],
    ["zm-zesco-prepaid", "0412-345-6789", "41234567890"],
    ["zm-cec", "cec204518", "CEC20451"],
    ["zm-zra", "1001 234 567", "100123456"],
    ["zm-napsa", "302145678", "30214567X"],
    ["zm-lwsc", "10234567", "1023456"],
    ["zm-mtn-postpaid", "+260 96 612 3456", "0971234567"],
    ["zm-airtel-postpaid", "0977123456", "0957123456"],
    ["zm-dstv", "4123456789", "412345678"],
    ["zm-gotv", "2012-345-678", "20123456789"],
    ["zm-zamtel-fibre", "zm10234567", "10234567"],
    ["zm-liquid-home", "LQ4023156", "LQ402315"],
  ])("%s takes %s and refuses %s", (id, good, bad) => {
    expect(isValidConsumerNumber(biller(id), good)).toBe(true);
    expect(isValidConsumerNumber(biller(id), bad)).toBe(false);
  });

  it("reads a Zambian mobile number written with +260 or a leading 0 as its nine digits", () => {
    const mtn = biller("zm-mtn-postpaid");
    expect(normalizeConsumerNumber("+260 96 612 3456", mtn)).toBe("966123456");
    expect(normalizeConsumerNumber("0966-123-456", mtn)).toBe("966123456");
    const result = lookupBill(mtn, "0966123456");
    expect(result.status === "due" && result.bill.consumerNumber).toBe("966123456");
  });
});

describe("lookupBill", () => {
  it("returns the same bill for the same number, within the biller's range", () => {
    const tsspdcl = biller("in-tsspdcl");
    const first = lookupBill(tsspdcl, "110456789");
    expect(first).toEqual(lookupBill(tsspdcl, "110 456 789"));
    if (first.status !== "due") throw new Error("expected a bill");
    const { bill } = first;
    expect(bill).toMatchObject({ billerId: "in-tsspdcl", consumerNumber: "110456789" });
    expect(bill.amount.currency).toBe("INR");
    expect(bill.amount.minor).toBeGreaterThanOrEqual(450_00);
    expect(bill.amount.minor).toBeLessThanOrEqual(3200_00);
    expect(bill.amount.minor % 100, "whole rupees").toBe(0);
    expect(bill.amountInr).toBe(bill.amount);
    expect(Date.parse(bill.dueDate) - Date.parse(bill.billDate)).toBe(15 * 24 * 3600 * 1000);
  });

  it("gives different numbers different bills", () => {
    const amounts = new Set(
      ["110456781", "110456782", "110456783", "110456784"].map((n) => {
        const result = lookupBill(biller("in-tsspdcl"), n);
        return result.status === "due" ? result.bill.amount.minor : undefined;
      }),
    );
    expect(amounts.size).toBeGreaterThan(1);
  });

  it("converts kwacha bills to whole rupees at the sample rate", () => {
    const result = lookupBill(biller("zm-zesco"), "37123456789");
    if (result.status !== "due") throw new Error("expected a bill");
    expect(result.bill.amount.currency).toBe("ZMW");
    expect(result.bill.amount.minor % 100, "whole kwacha").toBe(0);
    // The pricing package's mid-market rate: rupees per kwacha = RATE_SCALE / kwacha per rupee.
    expect(result.bill.amountInr).toEqual({
      minor: Math.round((result.bill.amount.minor * RATE_SCALE) / midMarketRates.ZMW / 100) * 100,
      currency: "INR",
    });
    expect(kwachaInRupees(100_00)).toEqual({ minor: 320_00, currency: "INR" });
    expect([
      "Chanda Mwila",
      "Mutale Banda",
      "Bwalya Phiri",
      "Natasha Zulu",
      "Joseph Tembo",
    ]).toContain(result.bill.customerName);
  });

  it.each([
    [new Date(2026, 10, 23, 12), "2026-11-23"],
    [new Date(2027, 0, 3, 12), "2027-01-03"],
    [new Date(2027, 2, 1, 0, 5), "2027-03-01"],
  ])("on %s gives the latest bill issued by then, due 15 days later", (today, day) => {
    const issued = new Set<string>();
    for (const n of ["110456781", "110456782", "110456783", "110456784", "110456785"]) {
      const result = lookupBill(biller("in-tsspdcl"), n, today);
      if (result.status !== "due") throw new Error("expected a bill");
      const { billDate, dueDate, nextBillDate } = result.bill;
      expect(billDate <= day && day < nextBillDate, `${billDate} ≤ ${day} < ${nextBillDate}`).toBe(
        true,
      );
      expect(Number(billDate.slice(8))).toBeLessThanOrEqual(10);
      expect(nextBillDate.slice(8)).toBe(billDate.slice(8));
      expect(Date.parse(dueDate) - Date.parse(billDate)).toBe(15 * 24 * 3600 * 1000);
      issued.add(billDate.slice(0, 7));
    }
    expect([...issued].every((month) => month <= day.slice(0, 7))).toBe(true);
  });

  it("reports no dues for a number ending in 000", () => {
    expect(lookupBill(biller("in-djb"), "2030123000")).toEqual({ status: "no-dues" });
  });
});
