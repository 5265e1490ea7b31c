import { balances } from "@repo/mock-data/balances";
import { transactions } from "@repo/mock-data/transactions";
import { balances as zambianBalances } from "@repo/mock-data/zambia/balances";
import { transactions as zambianTransactions } from "@repo/mock-data/zambia/transactions";
import { feeOn, feeRates } from "@repo/pricing/fees";
import { ZAMBIA_LIMITS } from "@repo/pricing/limits";
import { describe, expect, it } from "vitest";

import {
  applyPayment,
  billPayment,
  checkPayment,
  isOverdue,
  isTopUp,
  type Ledger,
  type LedgerEntry,
  ledgerFromWholeRupees,
  leftToday,
  monthlySummary,
  paymentById,
  paymentFee,
  type PaymentInput,
  seedLedger,
  transactionId,
} from "./ledger";
import { DAILY_LIMIT, PER_PAYMENT_LIMIT } from "./limits";
import { inr, moneyOf, rupees } from "./money";

/** Local time, so "today" is the same calendar day whatever the machine's time zone. */
const NOW = new Date(2026, 10, 21, 10, 0);

const send = (amount: number, extra: Partial<PaymentInput> = {}): PaymentInput => ({
  kind: "send",
  recipient: "9812345670",
  amount: rupees(amount),
  ...extra,
});

/** A ledger rich enough for any payment, so only the limits can refuse. */
function richLedger(): Ledger {
  return { balances: { bank: rupees(5_000_000), wallet: rupees(5_000_000) }, transactions: [] };
}

/** Pays `amounts` one after the other at `at`, failing the test if any is refused. */
function payAll(ledger: Ledger, amounts: number[], at: Date): Ledger {
  return amounts.reduce((current, amount) => {
    const outcome = applyPayment(current, send(amount), at);
    if (!outcome.ok) throw new Error(`refused ${amount}: ${outcome.refusal.reason}`);
    return outcome.ledger;
  }, ledger);
}

describe("seedLedger", () => {
  it("holds the sample balances and history in paise", () => {
    const ledger = seedLedger();
    expect(ledger.balances).toEqual({
      bank: inr(balances.bank * 100),
      wallet: inr(balances.wallet * 100),
    });
    expect(ledger.transactions[0]!.amount).toEqual(inr(transactions[0]!.amount * 100));
  });
});

describe("checkPayment", () => {
  const ledger = seedLedger(); // ₹12,500 in the wallet, ₹38,450 in the bank

  it.each([0, -5, 2.5])("refuses %s paise as no amount", (minor) => {
    expect(checkPayment(ledger, { ...send(1), amount: inr(minor) }, NOW)).toEqual({
      reason: "invalid-amount",
    });
  });

  it("refuses more than ₹1,00,000 in one payment, saying what is left today", () => {
    expect(checkPayment(richLedger(), send(100_001), NOW)).toEqual({
      reason: "over-payment-limit",
      limit: PER_PAYMENT_LIMIT,
      leftToday: DAILY_LIMIT,
    });
    expect(checkPayment(richLedger(), send(100_000), NOW)).toBeNull();
  });

  it("refuses more than the wallet holds, with the balance", () => {
    expect(checkPayment(ledger, send(12_501), NOW)).toEqual({
      reason: "insufficient",
      account: "wallet",
      balance: rupees(12_500),
    });
    expect(checkPayment(ledger, send(12_500), NOW)).toBeNull();
  });

  it("adds money from the bank up to the bank's balance, and by card without one", () => {
    const fromBank: PaymentInput = {
      kind: "add-money",
      recipient: "SBI",
      amount: rupees(38_451),
      method: "bank",
    };
    expect(checkPayment(ledger, fromBank, NOW)).toMatchObject({
      reason: "insufficient",
      account: "bank",
    });
    expect(checkPayment(ledger, { ...fromBank, method: "card" }, NOW)).toBeNull();
    expect(
      checkPayment(ledger, { ...fromBank, method: "card", amount: rupees(100_001) }, NOW),
    ).toMatchObject({
      reason: "over-payment-limit",
    });
  });
});

describe("the daily limit", () => {
  it("takes payments adding up to ₹10,00,000 in a day, then refuses one more rupee", () => {
    const full = payAll(
      richLedger(),
      Array.from({ length: 10 }, () => 100_000),
      NOW,
    );
    expect(leftToday(full, NOW)).toEqual(inr(0));
    expect(checkPayment(full, send(1), NOW)).toEqual({
      reason: "over-daily-limit",
      limit: DAILY_LIMIT,
      leftToday: inr(0),
    });
    expect(applyPayment(full, send(1), NOW)).toMatchObject({
      ok: false,
      refusal: { reason: "over-daily-limit" },
    });
  });

  it("counts bills and recharges too, and says how much is left", () => {
    let ledger = payAll(
      richLedger(),
      Array.from({ length: 9 }, () => 100_000),
      NOW,
    );
    const bill = applyPayment(
      ledger,
      { kind: "bill", recipient: "C1", amount: rupees(99_000) },
      NOW,
    );
    if (!bill.ok) throw new Error("bill refused");
    ledger = bill.ledger;
    expect(leftToday(ledger, NOW)).toEqual(rupees(1_000));
    expect(
      checkPayment(
        ledger,
        { kind: "recharge", recipient: "9812345670", amount: rupees(1_001) },
        NOW,
      ),
    ).toEqual({
      reason: "over-daily-limit",
      limit: DAILY_LIMIT,
      leftToday: rupees(1_000),
    });
    expect(checkPayment(ledger, send(1_000), NOW)).toBeNull();
  });

  it("starts again on the next calendar day, and adding money never counts", () => {
    const full = payAll(
      richLedger(),
      Array.from({ length: 10 }, () => 100_000),
      NOW,
    );
    const justBeforeMidnight = new Date(2026, 10, 21, 23, 59);
    const nextMorning = new Date(2026, 10, 22, 0, 1);
    expect(checkPayment(full, send(1), justBeforeMidnight)).toMatchObject({
      reason: "over-daily-limit",
    });
    expect(checkPayment(full, send(1), nextMorning)).toBeNull();
    const topUp: PaymentInput = {
      kind: "add-money",
      recipient: "Card",
      amount: rupees(500),
      method: "card",
    };
    expect(checkPayment(full, topUp, NOW)).toBeNull();
  });
});

describe("applyPayment", () => {
  it("debits the wallet and puts the payment at the top with its receipt details", () => {
    const outcome = applyPayment(
      seedLedger(),
      send(500, { note: " Dinner ", transfer: "phone" }),
      NOW,
    );
    if (!outcome.ok) throw new Error("refused");
    expect(outcome.ledger.balances.wallet).toEqual(rupees(12_000));
    expect(outcome.ledger.balances.bank).toEqual(rupees(38_450));
    const [entry] = outcome.ledger.transactions;
    expect(entry).toMatchObject({
      id: outcome.payment.id,
      name: "Rahul Verma",
      amount: rupees(-500),
      type: "expense",
      category: "transfer",
      note: "Dinner",
      transfer: "phone",
    });
    expect(outcome.payment).toMatchObject({
      amount: rupees(500),
      method: "wallet",
      status: "Completed",
    });
    expect(paymentById(outcome.ledger, outcome.payment.id)).toEqual(outcome.payment);
  });

  it("keeps a bank transfer's IFSC and holder for the receipt", () => {
    const outcome = applyPayment(
      seedLedger(),
      send(750, {
        recipient: "123456789012",
        name: "Anita Rao",
        ifsc: "ICIC0001234",
        transfer: "bank",
      }),
      NOW,
    );
    if (!outcome.ok) throw new Error("refused");
    expect(paymentById(outcome.ledger, outcome.payment.id)).toMatchObject({
      recipient: "123456789012",
      name: "Anita Rao",
      ifsc: "ICIC0001234",
    });
  });

  it("moves money from the bank into the wallet when adding money", () => {
    const outcome = applyPayment(
      seedLedger(),
      { kind: "add-money", recipient: "SBI", amount: rupees(1_000), method: "bank" },
      NOW,
    );
    if (!outcome.ok) throw new Error("refused");
    expect(outcome.ledger.balances).toEqual({ bank: rupees(37_450), wallet: rupees(13_500) });
    expect(outcome.ledger.transactions[0]).toMatchObject({ type: "income", amount: rupees(1_000) });
  });

  it("leaves the ledger untouched when it refuses", () => {
    const ledger = seedLedger();
    expect(applyPayment(ledger, send(20_000), NOW).ok).toBe(false);
    expect(ledger).toEqual(seedLedger());
  });

  it("pays a payment link once: the entry carries its id, and a second payment is refused", () => {
    const first = applyPayment(seedLedger(), send(300, { linkId: "REQ7K2M9QX4TB8D" }), NOW);
    if (!first.ok) throw new Error("refused");
    expect(first.ledger.transactions[0]).toMatchObject({ linkId: "REQ7K2M9QX4TB8D" });
    expect(paymentById(first.ledger, first.payment.id)?.linkId).toBe("REQ7K2M9QX4TB8D");
    expect(applyPayment(first.ledger, send(300, { linkId: "REQ7K2M9QX4TB8D" }), NOW)).toEqual({
      ok: false,
      refusal: { reason: "link-paid" },
    });
    expect(applyPayment(first.ledger, send(300, { linkId: "REQ7K2M9QX4TB8E" }), NOW).ok).toBe(true);
  });

  it("has no receipt for sample entries or unknown ids", () => {
    expect(paymentById(seedLedger(), "t1")).toBeNull();
    expect(paymentById(seedLedger(), "TXN0000000000")).toBeNull();
    expect(paymentById(seedLedger(), undefined)).toBeNull();
  });
});

describe("cross-border payments", () => {
  const abroad = (amount: number): PaymentInput => ({
    kind: "cross-border",
    transfer: "international",
    recipient: "+260971234567",
    name: "Mwila Banda",
    amount: rupees(amount),
    crossBorder: {
      country: "ZM",
      receive: { minor: 3_109_37, currency: "ZMW" },
      rate: 310_937,
      midRate: 312_500,
      marginBps: 50,
      delivery: "mobileMoney",
      network: "Airtel",
    },
  });

  it("charges the cross-border fee from the pricing data; other payments are free", () => {
    expect(paymentFee(abroad(10_000))).toEqual(inr(feeOn(10_000_00, feeRates.crossBorder)));
    expect(paymentFee(abroad(10_000))).toEqual(rupees(150));
    expect(paymentFee(send(10_000))).toEqual(inr(0));
  });

  it("debits amount + fee in one line and gives both back on the receipt", () => {
    const outcome = applyPayment(seedLedger(), abroad(10_000), NOW);
    if (!outcome.ok) throw new Error(outcome.refusal.reason);
    expect(outcome.ledger.balances.wallet).toEqual(rupees(12_500 - 10_150));
    expect(outcome.ledger.transactions[0]).toMatchObject({
      amount: rupees(-10_150),
      type: "expense",
      category: "transfer",
      fee: rupees(150),
    });
    const receipt = paymentById(outcome.ledger, outcome.payment.id);
    expect(receipt).toEqual(outcome.payment);
    expect(receipt).toMatchObject({
      kind: "cross-border",
      amount: rupees(10_000),
      fee: rupees(150),
      crossBorder: { receive: { minor: 3_109_37, currency: "ZMW" }, network: "Airtel" },
    });
  });

  it("needs the wallet to cover amount + fee, not the amount alone", () => {
    // ₹12,500 in the wallet: ₹12,400 + ₹186 fee is more than that; ₹12,300 + ₹184.50 is not.
    expect(checkPayment(seedLedger(), abroad(12_400), NOW)).toEqual({
      reason: "insufficient",
      account: "wallet",
      balance: rupees(12_500),
    });
    expect(checkPayment(seedLedger(), abroad(12_300), NOW)).toBeNull();
  });

  it("holds the amount sent to the per-payment limit and amount + fee to the daily limit", () => {
    const rich = richLedger();
    expect(checkPayment(rich, abroad(PER_PAYMENT_LIMIT.minor / 100), NOW)).toBeNull();
    expect(checkPayment(rich, abroad(PER_PAYMENT_LIMIT.minor / 100 + 1), NOW)?.reason).toBe(
      "over-payment-limit",
    );
    // Spend all but ₹10,100 of today's limit: ₹10,000 + ₹150 no longer fits, ₹9,900 + ₹148.50 does.
    const spent = payAll(rich, [...Array<number>(9).fill(100_000), 100_000 - 10_100], NOW);
    expect(leftToday(spent, NOW)).toEqual(rupees(10_100));
    expect(checkPayment(spent, abroad(10_000), NOW)?.reason).toBe("over-daily-limit");
    expect(checkPayment(spent, abroad(9_900), NOW)).toBeNull();
    expect(DAILY_LIMIT).toEqual(rupees(1_000_000));
  });

  it("refuses a cross-border payment without its quote, and a quote on a domestic one", () => {
    const { crossBorder, ...bare } = abroad(100);
    expect(checkPayment(seedLedger(), bare, NOW)).toEqual({ reason: "invalid-amount" });
    expect(checkPayment(seedLedger(), send(100, { crossBorder }), NOW)).toEqual({
      reason: "invalid-amount",
    });
  });
});

describe("ledgerFromWholeRupees", () => {
  it("turns a version-1 ledger's rupees into paise and keeps every entry", () => {
    const stored = {
      balances: { bank: 38_450, wallet: 11_999.5 },
      transactions: [
        {
          id: "TXN0000000042",
          name: "Rahul Verma",
          amount: -500,
          kind: "send",
          recipient: "9812345670",
        },
        { id: "t2", name: "Salary", amount: 65_000 },
      ],
    };
    expect(ledgerFromWholeRupees(stored)).toEqual({
      balances: { bank: inr(3_845_000), wallet: inr(1_199_950) },
      transactions: [
        {
          id: "TXN0000000042",
          name: "Rahul Verma",
          amount: inr(-50_000),
          kind: "send",
          recipient: "9812345670",
        },
        { id: "t2", name: "Salary", amount: inr(6_500_000) },
      ],
    });
  });

  it("passes anything else through for the store's check to refuse", () => {
    expect(ledgerFromWholeRupees("nonsense")).toBe("nonsense");
    expect(ledgerFromWholeRupees({ balances: 3 })).toEqual({ balances: 3 });
  });
});

describe("transactionId", () => {
  it("is TXN and the clock's last ten digits", () => {
    expect(transactionId(1_763_699_400_123, new Set())).toBe("TXN3699400123");
  });

  it("pads short clocks and steps past a taken id", () => {
    expect(transactionId(42, new Set())).toBe("TXN0000000042");
    expect(transactionId(42, new Set(["TXN0000000042"]))).toBe("TXN0000000043");
  });
});

describe("billPayment", () => {
  const bill = { consumerNumber: "110456789", billDate: "2026-11-05", nextBillDate: "2026-12-05" };
  const payBill = (ledger: Ledger, at: Date, extra: Partial<PaymentInput> = {}) => {
    const outcome = applyPayment(
      ledger,
      {
        kind: "bill",
        recipient: "110456789",
        name: "TSSPDCL Electricity",
        amount: rupees(900),
        ...extra,
      },
      at,
    );
    if (!outcome.ok) throw new Error(outcome.refusal.reason);
    return outcome;
  };

  it("finds the bill paid within its cycle, and its receipt's id", () => {
    const { ledger, payment } = payBill(richLedger(), NOW);
    expect(billPayment(ledger, "TSSPDCL Electricity", bill)?.id).toBe(payment.id);
  });

  it.each([
    ["on the bill date", new Date(2026, 10, 5, 0, 1)],
    ["on the last day of the cycle", new Date(2026, 11, 4, 23, 59)],
  ])("counts a payment made %s", (_, at) => {
    expect(
      billPayment(payBill(richLedger(), at).ledger, "TSSPDCL Electricity", bill),
    ).toBeDefined();
  });

  it.each([
    ["in the cycle before", new Date(2026, 10, 4, 23, 59), {}],
    ["in the next cycle", new Date(2026, 11, 5, 0, 1), {}],
    ["for another consumer number", NOW, { recipient: "110456780" }],
    ["to another biller", NOW, { name: "BESCOM Bengaluru" }],
    ["as money sent, not a bill", NOW, { kind: "send" as const }],
  ])("does not count a payment made %s", (_, at, extra) => {
    const { ledger } = payBill(richLedger(), at, extra);
    expect(billPayment(ledger, "TSSPDCL Electricity", bill)).toBeUndefined();
  });

  it("finds nothing in the sample history", () => {
    expect(billPayment(seedLedger(), "TSSPDCL Electricity", bill)).toBeUndefined();
  });
});

describe("isOverdue", () => {
  it.each([
    ["2026-11-20", new Date(2026, 10, 21, 0, 0), true],
    ["2026-11-21", new Date(2026, 10, 21, 23, 59), false],
    ["2026-11-22", new Date(2026, 10, 21, 10, 0), false],
    ["2026-12-31", new Date(2027, 0, 1, 0, 0), true],
  ])("a bill due %s is overdue at %s: %s", (due, today, overdue) => {
    expect(isOverdue(due, today)).toBe(overdue);
  });
});

describe("monthlySummary", () => {
  const sample = seedLedger().transactions;

  it("sums the sample month's money out and in, by week", () => {
    const summary = monthlySummary(sample)!;
    expect(summary.month).toEqual(new Date(2026, 10, 1));
    expect(summary.spent).toEqual(rupees(1200 + 2340 + 1875 + 180 + 299));
    expect(summary.received).toEqual(rupees(65000 + 850 + 4000));
    expect(summary.added).toEqual(rupees(0));
    expect(summary.weeks.map((w) => w.spent.minor / 100)).toEqual([
      0,
      299,
      1200 + 2340 + 1875 + 180,
      0,
      0,
    ]);
    expect(summary.weeks.map((w) => w.received.minor / 100)).toEqual([0, 4000, 65000 + 850, 0, 0]);
  });

  it("follows the newest entry into a new month and counts top-ups as added, not received", () => {
    const december: LedgerEntry[] = [
      { ...sample[0]!, id: "n1", amount: rupees(-300), date: "2026-12-30T10:00:00+05:30" },
      {
        ...sample[1]!,
        id: "n2",
        category: "add-money",
        amount: rupees(1000),
        date: "2026-12-02T10:00:00+05:30",
      },
    ];
    const summary = monthlySummary([...december, ...sample])!;
    expect(summary.month).toEqual(new Date(2026, 11, 1));
    expect(summary).toMatchObject({ spent: rupees(300), received: rupees(0), added: rupees(1000) });
    expect(summary.weeks[4]).toEqual({ spent: rupees(300), received: rupees(0) });
  });

  it("puts a top-up made in the wallet on the added line, to the paisa", () => {
    const outcome = applyPayment(
      seedLedger(),
      { kind: "add-money", recipient: "SBI ••4521", amount: inr(1250), method: "bank" },
      NOW,
    );
    if (!outcome.ok) throw new Error("refused");
    const summary = monthlySummary(outcome.ledger.transactions)!;
    expect(isTopUp(outcome.ledger.transactions[0]!)).toBe(true);
    expect(summary.added).toEqual(inr(1250));
    expect(summary.received).toEqual(monthlySummary(sample)!.received);
    expect(summary.spent).toEqual(monthlySummary(sample)!.spent);
  });

  it("has nothing to summarise in an empty ledger", () => {
    expect(monthlySummary([])).toBeNull();
  });
});

describe("a Zambian ledger", () => {
  const zambian = seedLedger("ZM");
  const kwacha = (major: number) => moneyOf(major, "ZMW");

  it("holds the Zambian sample in ngwee, and nothing in rupees", () => {
    expect(zambian.balances).toEqual({
      bank: kwacha(zambianBalances.bank),
      wallet: kwacha(zambianBalances.wallet),
    });
    expect(zambian.transactions.every((entry) => entry.amount.currency === "ZMW")).toBe(true);
    expect(zambian.transactions).toHaveLength(zambianTransactions.length);
  });

  it("takes kwacha under the Zambian limits and refuses rupees", () => {
    expect(checkPayment(zambian, send(500), NOW)).toEqual({ reason: "invalid-amount" });
    const { perTransaction, perDay } = ZAMBIA_LIMITS;
    const rich: Ledger = { ...zambian, balances: { bank: kwacha(1e6), wallet: kwacha(1e6) } };
    const over = { ...send(0), amount: { minor: perTransaction.minor + 1, currency: "ZMW" } };
    expect(checkPayment(rich, over, NOW)).toMatchObject({
      reason: "over-payment-limit",
      limit: perTransaction,
      leftToday: perDay,
    });
    const outcome = applyPayment(zambian, { ...send(0), amount: kwacha(500) }, NOW);
    expect(outcome.ok && outcome.ledger.balances.wallet).toEqual(
      kwacha(zambianBalances.wallet - 500),
    );
    expect(outcome.ok && outcome.ledger.transactions[0]!.amount).toEqual(kwacha(-500));
    expect(outcome.ok && leftToday(outcome.ledger, NOW)).toEqual({
      minor: perDay.minor - 500_00,
      currency: "ZMW",
    });
  });
});
