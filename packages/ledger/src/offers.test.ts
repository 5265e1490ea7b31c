import { describe, expect, it } from "vitest";

import { FIRST_PAYMENT_CASHBACK_ID } from "./cashback";
import type { PaymentKind } from "./kinds";
import { inr, rupees, zmw } from "./money";
import { type Offer, offerCreditId, offerCredits, offerState } from "./offers";
import type { Entry } from "./payment";

/** The sample offers' terms: FIRST100, BILLS5 and RECHARGE20. */
const first: Offer = {
  id: "first-payment",
  kind: "cashback",
  rewards: "first-payment",
  percent: 10,
  maxAmount: inr(100_00),
  minPayment: inr(100_00),
  validUntil: "2026-12-31",
};
const bills: Offer = {
  id: "bills-5",
  kind: "cashback",
  rewards: ["bill"],
  percent: 5,
  maxAmount: inr(50_00),
  minPayment: inr(200_00),
  validUntil: "2026-12-31",
};
const recharge: Offer = {
  id: "recharge-20",
  kind: "cashback",
  rewards: ["recharge"],
  maxAmount: inr(20_00),
  minPayment: inr(249_00),
  validUntil: "2026-12-15",
};
const offers = [first, bills, recharge];

const paid = (id: string, kind: PaymentKind, amount: number, date: string): Entry => ({
  id,
  kind,
  amount: rupees(-amount),
  date,
});
const NOW = new Date("2026-11-21T10:00:00+05:30");
const TZ = "Asia/Kolkata";

const summary = (credits: ReturnType<typeof offerCredits>) =>
  credits.map((credit) => [credit.id, credit.amount]);

describe("offerCredits", () => {
  it("pays BILLS5 on each bill of ₹200 or more: 5%, rounded down, up to ₹50", () => {
    const lines = [
      paid("TXN1", "upi", 500, "2026-11-21T09:00:00+05:30"),
      paid("TXN2", "bill", 199.99, "2026-11-21T09:10:00+05:30"),
      paid("TXN3", "bill", 200, "2026-11-21T09:20:00+05:30"),
      paid("TXN4", "bill", 459, "2026-11-21T09:30:00+05:30"),
      paid("TXN5", "bill", 5_000, "2026-11-21T09:40:00+05:30"),
    ];
    expect(summary(offerCredits(lines, [bills], NOW, TZ))).toEqual([
      [offerCreditId(bills, "TXN3"), rupees(10)],
      [offerCreditId(bills, "TXN4"), rupees(22)],
      [offerCreditId(bills, "TXN5"), rupees(50)],
    ]);
  });

  it("pays RECHARGE20's flat ₹20 on a recharge of ₹249 or more, not on other kinds", () => {
    const lines = [
      paid("TXN1", "recharge", 248, "2026-11-21T09:00:00+05:30"),
      paid("TXN2", "recharge", 299, "2026-11-21T09:10:00+05:30"),
      paid("TXN3", "bill", 299, "2026-11-21T09:20:00+05:30"),
    ];
    expect(summary(offerCredits(lines, [recharge], NOW, TZ))).toEqual([
      ["CASHBACK-RECHARGE-20-TXN2", rupees(20)],
    ]);
  });

  it("pays each offer whose terms a payment meets, oldest payment first, the first payment once", () => {
    const lines = [
      paid("TXN2", "bill", 600, "2026-11-21T09:10:00+05:30"),
      paid("TXN1", "recharge", 299, "2026-11-21T09:00:00+05:30"),
    ];
    const credits = offerCredits(lines, offers, NOW, TZ);
    expect(summary(credits)).toEqual([
      [FIRST_PAYMENT_CASHBACK_ID, rupees(29)],
      ["CASHBACK-RECHARGE-20-TXN1", rupees(20)],
      ["CASHBACK-BILLS-5-TXN2", rupees(30)],
    ]);
    // Each is dated after the payment that earned it (or now, when later).
    for (const credit of credits) {
      expect(credit.at.getTime()).toBeGreaterThan(Date.parse(credit.paid.date));
    }
  });

  it("pays nothing twice: a line under the credit's id means it was made", () => {
    const bill = paid("TXN2", "bill", 600, "2026-11-21T09:10:00+05:30");
    const made: Entry = {
      id: "CASHBACK-BILLS-5-TXN2",
      kind: "cashback",
      amount: rupees(30),
      date: NOW.toISOString(),
    };
    const firstMade: Entry = { ...made, id: FIRST_PAYMENT_CASHBACK_ID };
    expect(offerCredits([bill, made, firstMade], offers, NOW, TZ)).toEqual([]);
  });

  it("pays nothing on a payment made after the offer's last day, in the account's time zone", () => {
    // 16 Dec 00:30 in India is still 15 Dec in UTC: the offer had ended in India.
    const late = paid("TXN1", "recharge", 299, "2026-12-15T19:00:00Z");
    const lastDay = paid("TXN2", "recharge", 299, "2026-12-15T18:00:00Z");
    expect(summary(offerCredits([late, lastDay], [recharge], NOW, TZ))).toEqual([
      ["CASHBACK-RECHARGE-20-TXN2", rupees(20)],
    ]);
  });

  it("pays in the account's currency (kwacha offers on kwacha payments)", () => {
    const airtime: Offer = {
      ...recharge,
      id: "recharge-20",
      maxAmount: zmw(5_00),
      minPayment: zmw(50_00),
    };
    const line: Entry = {
      id: "TXN1",
      kind: "recharge",
      amount: zmw(-60_00),
      date: NOW.toISOString(),
    };
    expect(summary(offerCredits([line], [airtime], NOW, TZ))).toEqual([
      ["CASHBACK-RECHARGE-20-TXN1", zmw(5_00)],
    ]);
    expect(offerCredits([{ ...line, amount: zmw(-49_99) }], [airtime], NOW, TZ)).toEqual([]);
  });

  it("pays nothing for money in, or lines from elsewhere with no kind", () => {
    const lines: Entry[] = [
      { id: "S1", amount: rupees(-999), date: NOW.toISOString() },
      { id: "TXN1", kind: "add-money", amount: rupees(999), date: NOW.toISOString() },
    ];
    expect(offerCredits(lines, offers, NOW, TZ)).toEqual([]);
  });
});

describe("offerState", () => {
  it("is open until the first payment, then used; a payment offer stays open until its last day", () => {
    expect(offerState(first, false, NOW, TZ)).toBe("open");
    expect(offerState(first, true, NOW, TZ)).toBe("used");
    expect(offerState(bills, true, NOW, TZ)).toBe("open");
    expect(offerState(recharge, false, new Date("2026-12-15T18:00:00Z"), TZ)).toBe("open");
    expect(offerState(recharge, false, new Date("2026-12-15T19:00:00Z"), TZ)).toBe("ended");
  });
});
