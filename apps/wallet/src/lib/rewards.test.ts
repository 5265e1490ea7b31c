import { inr, rupees, zmw } from "@repo/ledger/money";
import { rewards } from "@repo/mock-data/rewards";
import { rewards as zambianRewards } from "@repo/mock-data/zambia/rewards";
import { describe, expect, it } from "vitest";

import { type LedgerEntry, seedLedger } from "./ledger";
import { firstPayment, offerCreditsDue, rewardHistory } from "./rewards";

const payment = (id: string, amount: number, kind: LedgerEntry["kind"], date: string) =>
  ({
    id,
    name: `Payee ${id}`,
    amount: rupees(kind === "add-money" ? amount : -amount),
    type: kind === "add-money" ? "income" : "expense",
    category: "transfer",
    date,
    status: "Completed",
    kind,
    recipient: "x@upi",
    method: "wallet",
  }) satisfies LedgerEntry;

const transactions = seedLedger().transactions;

describe("firstPayment", () => {
  it("is nothing on the sample history alone", () => {
    expect(firstPayment(transactions)).toBeNull();
    expect(rewardHistory(null)).toBe(rewards);
  });

  it("is the oldest payment made in the app, not adding money, with 10% up to ₹100 back", () => {
    const ledger = [
      payment("TXN3", 2000, "bill", "2026-11-23T10:00:00Z"),
      payment("TXN2", 550, "upi", "2026-11-22T10:00:00Z"),
      payment("TXN1", 5000, "add-money", "2026-11-21T12:00:00Z"),
      ...transactions,
    ];
    const first = firstPayment(ledger);
    expect(first?.entry.id).toBe("TXN2");
    expect(first?.cashback).toEqual(inr(55_00));
    const history = rewardHistory(first);
    expect(history[0]).toMatchObject({
      kind: "cashback",
      offerId: "first-payment",
      amount: inr(55_00),
    });
    expect(history).toHaveLength(rewards.length + 1);
  });

  it("earns nothing on a first payment below ₹100", () => {
    const first = firstPayment([payment("TXN1", 99, "recharge", "2026-11-22T10:00:00Z")]);
    expect(first?.cashback).toEqual(inr(0));
    expect(rewardHistory(first)).toBe(rewards);
  });
});

describe("a Zambian wallet's first payment", () => {
  const kwacha = (entry: LedgerEntry): LedgerEntry => ({
    ...entry,
    amount: { ...entry.amount, currency: "ZMW" },
  });

  it("earns the kwacha offer (10% up to K25, from K25) and is credited in kwacha", () => {
    const paid = kwacha(payment("TXN1", 120, "mobile", "2026-11-22T10:00:00Z"));
    const first = firstPayment([paid]);
    expect(first?.cashback).toEqual(zmw(12_00));
    const history = rewardHistory(first, "ZMW");
    expect(history[0]).toMatchObject({ offerId: "first-payment", amount: zmw(12_00) });
    expect(history).toHaveLength(zambianRewards.length + 1);
    const [credit, ...more] = offerCreditsDue([paid], "ZMW", new Date("2026-11-22T10:01:00Z"));
    expect(more).toEqual([]);
    expect(credit?.input).toMatchObject({
      amount: { minor: 1_200, currency: "ZMW" },
      note: "FIRST25",
    });
    expect(
      firstPayment([kwacha(payment("TXN1", 24, "mobile", "2026-11-22T10:00:00Z"))])?.cashback,
    ).toEqual(zmw(0));
    expect(rewardHistory(null, "ZMW")).toBe(zambianRewards);
  });
});

describe("the offers for payments of a kind (BILLS5, RECHARGE20)", () => {
  const at = new Date("2026-11-22T10:01:00Z");

  it("credits 5% up to ₹50 on each bill of ₹200 or more and ₹20 on each recharge of ₹249 or more", () => {
    const ledger = [
      payment("TXN4", 299, "recharge", "2026-11-22T09:30:00Z"),
      payment("TXN3", 248, "recharge", "2026-11-22T09:20:00Z"),
      payment("TXN2", 2_000, "bill", "2026-11-22T09:10:00Z"),
      payment("TXN1", 199, "bill", "2026-11-22T09:00:00Z"),
    ];
    const due = offerCreditsDue(ledger, "INR", at);
    // TXN1 is the first payment (₹19 back); below BILLS5's ₹200, and TXN3 below RECHARGE20's ₹249.
    expect(due.map((credit) => [credit.id, credit.input.amount, credit.input.note])).toEqual([
      ["CASHBACK-FIRST-PAYMENT", rupees(19), "FIRST100"],
      ["CASHBACK-BILLS-5-TXN2", rupees(50), "BILLS5"],
      ["CASHBACK-RECHARGE-20-TXN4", rupees(20), "RECHARGE20"],
    ]);
    expect(due.every((credit) => credit.input.kind === "cashback")).toBe(true);
  });

  it("credits nothing twice: a credit's line in the ledger settles it", () => {
    const bill = payment("TXN2", 600, "bill", "2026-11-22T09:10:00Z");
    const [first, billCredit] = offerCreditsDue([bill], "INR", at);
    expect(billCredit?.input.amount).toEqual(rupees(30));
    const credited = [first!, billCredit!].map((credit) => ({
      ...payment(credit.id, 0, "add-money", credit.at.toISOString()),
      id: credit.id,
      kind: "cashback" as const,
      amount: credit.input.amount,
    }));
    expect(offerCreditsDue([...credited, bill], "INR", at)).toEqual([]);
  });

  it("lists each credit in the reward history under its offer, from the payment that earned it", () => {
    const bill = payment("TXN2", 600, "bill", "2026-11-22T09:10:00Z");
    const credit: LedgerEntry = {
      ...payment("CASHBACK-BILLS-5-TXN2", 30, "add-money", "2026-11-22T09:10:01Z"),
      kind: "cashback",
      category: "cashback",
    };
    const history = rewardHistory(null, "INR", [credit, bill]);
    expect(history[0]).toMatchObject({
      offerId: "bills-5",
      source: "Payee TXN2",
      amount: inr(30_00),
    });
    expect(history).toHaveLength(rewards.length + 1);
  });

  it("pays kwacha offers in kwacha: AIRTIME5 on a K50 recharge", () => {
    const airtime: LedgerEntry = {
      ...payment("TXN9", 60, "recharge", "2026-11-22T09:00:00Z"),
      amount: { minor: -6_000, currency: "ZMW" },
    };
    const due = offerCreditsDue([airtime], "ZMW", at);
    expect(due.map((credit) => [credit.input.note, credit.input.amount])).toEqual([
      ["FIRST25", { minor: 600, currency: "ZMW" }],
      ["AIRTIME5", { minor: 500, currency: "ZMW" }],
    ]);
  });
});
