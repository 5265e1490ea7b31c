import { describe, expect, it } from "vitest";

import {
  amountPaid,
  cashbackFor,
  FIRST_PAYMENT_CASHBACK_ID,
  firstPaymentCashback,
  firstPaymentOf,
} from "./cashback";
import { inr, rupees, zmw } from "./money";
import type { Entry } from "./payment";

/** The terms of the sample offers: FIRST100, RECHARGE20 and a fee waiver. */
const firstPayment = {
  kind: "cashback",
  percent: 10,
  maxAmount: inr(100_00),
  minPayment: inr(100_00),
};
const recharge = { kind: "cashback", maxAmount: inr(20_00), minPayment: inr(249_00) };
const feeWaiver = { kind: "fee-waiver", maxAmount: inr(500_00), minPayment: inr(1000_00) };

describe("cashbackFor", () => {
  it("gives 10% of the payment in whole units, capped at ₹100, from ₹100 up", () => {
    expect(cashbackFor(firstPayment, rupees(99.99))).toEqual(inr(0));
    expect(cashbackFor(firstPayment, rupees(100))).toEqual(rupees(10));
    expect(cashbackFor(firstPayment, rupees(555.5))).toEqual(rupees(55));
    expect(cashbackFor(firstPayment, rupees(5_000))).toEqual(rupees(100));
    const kwacha = { ...firstPayment, maxAmount: zmw(25_00), minPayment: zmw(25_00) };
    expect(cashbackFor(kwacha, zmw(300_00))).toEqual(zmw(25_00));
    expect(cashbackFor(kwacha, zmw(100_00))).toEqual(zmw(10_00));
  });

  it("pays nothing when the offer is in another currency than the payment", () => {
    expect(cashbackFor(firstPayment, zmw(300_00))).toEqual(zmw(0));
  });

  it("pays flat cashback in full and nothing for a fee waiver", () => {
    expect(cashbackFor(recharge, rupees(248))).toEqual(inr(0));
    expect(cashbackFor(recharge, rupees(299))).toEqual(rupees(20));
    expect(cashbackFor(feeWaiver, rupees(5_000))).toEqual(inr(0));
  });
});

const line = (id: string, date: string, extra: Partial<Entry> = {}): Entry => ({
  id,
  date,
  amount: rupees(-500),
  method: "wallet",
  ...extra,
});

describe("the first payment", () => {
  it("is the oldest payment out of a kind that counts, in any order given", () => {
    const entries = [
      line("later", "2026-11-21T10:00:00Z", { kind: "upi" }),
      line("added", "2026-11-19T10:00:00Z", { kind: "add-money", amount: rupees(1_000) }),
      line("sample", "2026-11-18T10:00:00Z"),
      line("first", "2026-11-20T10:00:00Z", { kind: "bill" }),
    ];
    expect(firstPaymentOf(entries)?.id).toBe("first");
    expect(firstPaymentOf(entries.slice(1, 3))).toBeUndefined();
  });

  it("counts a payment abroad, on the amount sent without its fee", () => {
    const abroad = line("abroad", "2026-11-20T10:00:00Z", {
      kind: "international",
      amount: rupees(-507.5),
      fee: rupees(7.5),
    });
    expect(firstPaymentOf([abroad])).toBe(abroad);
    expect(amountPaid(abroad)).toEqual(rupees(500));
    expect(firstPaymentCashback([abroad], firstPayment, new Date(0))?.amount).toEqual(rupees(50));
  });
});

describe("firstPaymentCashback", () => {
  const paid = line("TXN1", "2026-11-21T10:00:00.000Z", { kind: "mobile" });

  it("credits the first payment's cashback just after it, or now if later", () => {
    expect(firstPaymentCashback([paid], firstPayment, new Date("2026-11-21T09:00:00Z"))).toEqual({
      first: paid,
      amount: rupees(50),
      at: new Date("2026-11-21T10:00:00.001Z"),
    });
    const later = new Date("2026-11-22T09:00:00Z");
    expect(firstPaymentCashback([paid], firstPayment, later)?.at).toEqual(later);
  });

  it("credits nothing before a first payment, under the minimum, or a second time", () => {
    expect(firstPaymentCashback([], firstPayment, new Date())).toBeNull();
    const small = { ...paid, amount: rupees(-99) };
    expect(firstPaymentCashback([small], firstPayment, new Date())).toBeNull();
    const credited = line(FIRST_PAYMENT_CASHBACK_ID, "2026-11-21T10:00:01Z", {
      kind: "cashback",
      amount: rupees(50),
    });
    expect(firstPaymentCashback([credited, paid], firstPayment, new Date())).toBeNull();
  });
});
