import { fromMajor, inr, rupees, zmw } from "@repo/ledger/money";
import { balances } from "@repo/mock-data/balances";
import { transactions } from "@repo/mock-data/transactions";
import { balances as zambianBalances } from "@repo/mock-data/zambia/balances";
import { transactions as zambianTransactions } from "@repo/mock-data/zambia/transactions";
import { describe, expect, it } from "vitest";

import {
  applyPayment,
  isOverdue,
  isTopUp,
  type LedgerEntry,
  ledgerFromWholeRupees,
  monthlySummary,
  paymentById,
  type PaymentInput,
  seedLedger,
  transactionId,
} from "./ledger";

/** Local time, so "today" is the same calendar day whatever the machine's time zone. */
const NOW = new Date(2026, 10, 21, 10, 0);

const send = (amount: number, extra: Partial<PaymentInput> = {}): PaymentInput => ({
  kind: "mobile",
  recipient: "9812345670",
  amount: rupees(amount),
  ...extra,
});

describe("seedLedger", () => {
  it("holds the sample balances and history in paise", () => {
    const ledger = seedLedger();
    expect(ledger.balances).toEqual({ bank: inr(38450_00), wallet: inr(12500_00) });
    expect(ledger.balances).toEqual(balances);
    expect(ledger.transactions[0]!.amount).toEqual(inr(-1200_00));
    expect(ledger.transactions.map((t) => t.amount)).toEqual(transactions.map((t) => t.amount));
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
    const request = (linkId: string) => send(300, { kind: "request", linkId });
    const first = applyPayment(seedLedger(), request("REQ7K2M9QX4TB8D"), NOW);
    if (!first.ok) throw new Error("refused");
    expect(first.ledger.transactions[0]).toMatchObject({
      kind: "request",
      linkId: "REQ7K2M9QX4TB8D",
      paidOnce: "link:REQ7K2M9QX4TB8D",
    });
    expect(paymentById(first.ledger, first.payment.id)?.linkId).toBe("REQ7K2M9QX4TB8D");
    expect(applyPayment(first.ledger, request("REQ7K2M9QX4TB8D"), NOW)).toEqual({
      ok: false,
      refusal: { reason: "link-paid" },
    });
    expect(applyPayment(first.ledger, request("REQ7K2M9QX4TB8E"), NOW).ok).toBe(true);
  });

  it("pays a bill's cycle once: the entry carries its key, and a second payment is refused", () => {
    const bill: PaymentInput = {
      kind: "bill",
      recipient: "110456789",
      name: "TSSPDCL Electricity",
      amount: rupees(900),
      bill: { billerId: "in-tsspdcl", billDate: "2026-11-05" },
    };
    const first = applyPayment(seedLedger(), bill, NOW);
    if (!first.ok) throw new Error("refused");
    expect(first.ledger.transactions[0]).toMatchObject({
      category: "bills",
      paidOnce: "bill:in-tsspdcl:110456789:2026-11-05",
    });
    expect(applyPayment(first.ledger, bill, NOW)).toEqual({
      ok: false,
      refusal: { reason: "bill-paid" },
    });
  });

  it("has no receipt for sample entries or unknown ids", () => {
    expect(paymentById(seedLedger(), "t1")).toBeNull();
    expect(paymentById(seedLedger(), "TXN0000000000")).toBeNull();
    expect(paymentById(seedLedger(), undefined)).toBeNull();
  });
});

describe("cross-border payments", () => {
  const abroad = (amount: number): PaymentInput => ({
    kind: "international",
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
      kind: "international",
      amount: rupees(10_000),
      fee: rupees(150),
      crossBorder: { receive: { minor: 3_109_37, currency: "ZMW" }, network: "Airtel" },
    });
  });
});

describe("prepaid electricity", () => {
  it("keeps the token and units with the bill's entry and gives them back on the receipt", () => {
    const prepaid = { token: "01234567890123456789", energyWh: 212_765 };
    const outcome = applyPayment(
      seedLedger("ZM"),
      {
        kind: "bill",
        recipient: "04123456789",
        name: "ZESCO prepaid",
        amount: fromMajor(100, "ZMW"),
        prepaid,
      },
      NOW,
    );
    if (!outcome.ok) throw new Error(outcome.refusal.reason);
    expect(outcome.payment.prepaid).toEqual(prepaid);
    expect(outcome.ledger.transactions[0]).toMatchObject({ category: "bills", prepaid });
    expect(paymentById(outcome.ledger, outcome.payment.id)).toEqual(outcome.payment);
  });

  it("adds nothing to a payment without units", () => {
    const outcome = applyPayment(seedLedger(), send(100), NOW);
    if (!outcome.ok) throw new Error(outcome.refusal.reason);
    expect(outcome.ledger.transactions[0]).not.toHaveProperty("prepaid");
    expect(paymentById(outcome.ledger, outcome.payment.id)).not.toHaveProperty("prepaid");
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
  const kwacha = (major: number) => fromMajor(major, "ZMW");

  it("holds the Zambian sample in ngwee, and nothing in rupees", () => {
    expect(zambian.balances).toEqual({ bank: zmw(12480_00), wallet: zmw(3250_00) });
    expect(zambian.balances).toEqual(zambianBalances);
    expect(zambian.transactions.every((entry) => entry.amount.currency === "ZMW")).toBe(true);
    expect(zambian.transactions).toHaveLength(zambianTransactions.length);
  });

  it("pays kwacha from the Zambian wallet", () => {
    const outcome = applyPayment(zambian, { ...send(0), amount: kwacha(500) }, NOW);
    expect(outcome.ok && outcome.ledger.balances.wallet).toEqual(
      zmw(zambianBalances.wallet.minor - 500_00),
    );
    expect(outcome.ok && outcome.ledger.transactions[0]!.amount).toEqual(kwacha(-500));
  });
});
