import { rupees } from "@repo/ledger/money";
import { rewards } from "@repo/mock-data/rewards";
import { rewards as zambianRewards } from "@repo/mock-data/zambia/rewards";
import { describe, expect, it } from "vitest";

import { type LedgerEntry, seedLedger } from "./ledger";
import { firstPayment, firstPaymentCredit, rewardHistory } from "./rewards";

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
    expect(first?.cashback).toBe(55);
    const history = rewardHistory(first);
    expect(history[0]).toMatchObject({ kind: "cashback", offerId: "first-payment", amount: 55 });
    expect(history).toHaveLength(rewards.length + 1);
  });

  it("earns nothing on a first payment below ₹100", () => {
    const first = firstPayment([payment("TXN1", 99, "recharge", "2026-11-22T10:00:00Z")]);
    expect(first?.cashback).toBe(0);
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
    expect(first?.cashback).toBe(12);
    const history = rewardHistory(first, "ZMW");
    expect(history[0]).toMatchObject({ offerId: "first-payment", amount: 12 });
    expect(history).toHaveLength(zambianRewards.length + 1);
    const credit = firstPaymentCredit([paid], new Date("2026-11-22T10:01:00Z"));
    expect(credit?.input).toMatchObject({
      amount: { minor: 1_200, currency: "ZMW" },
      note: "FIRST25",
    });
    expect(
      firstPayment([kwacha(payment("TXN1", 24, "mobile", "2026-11-22T10:00:00Z"))])?.cashback,
    ).toBe(0);
    expect(rewardHistory(null, "ZMW")).toBe(zambianRewards);
  });
});
