import { describe, expect, it } from "vitest";

import { leftToday, LIMITS } from "./limits";
import { inr, rupees, zmw } from "./money";
import { paidOnceKey, paidThingOf } from "./paid-once";
import {
  checkPayment,
  type Entry,
  type LedgerState,
  moveBalances,
  type PaymentRequest,
  postPayment,
} from "./payment";

/** Local time, so "today" is the same calendar day whatever the machine's time zone. */
const NOW = new Date(2026, 10, 21, 10, 0);

/** The sample Indian account: ₹12,500 in the wallet, ₹38,450 in the bank, no payments yet. */
const sample = (): LedgerState => ({
  balances: { bank: rupees(38_450), wallet: rupees(12_500) },
  transactions: [],
});
/** An account rich enough for any payment, so only the limits can refuse. */
const rich = (): LedgerState => ({
  balances: { bank: rupees(5_000_000), wallet: rupees(5_000_000) },
  transactions: [],
});

const upi = (amount: number, extra: Partial<PaymentRequest> = {}): PaymentRequest => ({
  kind: "upi",
  recipient: "priya@okaxis",
  amount: rupees(amount),
  ...extra,
});
const abroad = (amount: number): PaymentRequest => ({
  kind: "international",
  recipient: "+260971234567",
  amount: rupees(amount),
  crossBorder: { country: "ZM" },
});

let ids = 0;
/** What a store does with a payment: check it, post it, keep its line (newest first). */
function pay(ledger: LedgerState, request: PaymentRequest, at = NOW): LedgerState {
  const refusal = checkPayment(ledger, request, at);
  if (refusal) throw new Error(`refused: ${refusal.reason}`);
  const { line, fee, balances } = postPayment(ledger.balances, request);
  const thing = paidThingOf(request);
  const entry: Entry = {
    id: `TXN${(ids += 1)}`,
    kind: request.kind,
    amount: line,
    method: request.method,
    date: at.toISOString(),
    ...(fee ? { fee } : {}),
    ...(request.linkId ? { linkId: request.linkId } : {}),
    ...(thing ? { paidOnce: paidOnceKey(thing) } : {}),
  };
  return { balances, transactions: [entry, ...ledger.transactions] };
}

const payAll = (ledger: LedgerState, amounts: number[], at = NOW) =>
  amounts.reduce((current, amount) => pay(current, upi(amount), at), ledger);

describe("the amount", () => {
  it.each([0, -5, 2.5, 99])("refuses %s paise: not an amount of ₹1 or more", (minor) => {
    expect(checkPayment(sample(), { ...upi(1), amount: inr(minor) }, NOW)).toEqual({
      reason: "invalid-amount",
    });
  });

  it("refuses money in another currency than the account's", () => {
    expect(checkPayment(sample(), { ...upi(1), amount: zmw(500_00) }, NOW)).toEqual({
      reason: "invalid-amount",
    });
  });

  it("refuses an international payment without its quote, and a quote on a domestic one", () => {
    const { crossBorder, ...bare } = abroad(100);
    expect(checkPayment(sample(), bare, NOW)).toEqual({ reason: "invalid-amount" });
    expect(checkPayment(sample(), upi(100, { crossBorder }), NOW)).toEqual({
      reason: "invalid-amount",
    });
  });
});

describe("the per-payment limit", () => {
  it("refuses more than ₹1,00,000 in one payment, saying what is left today", () => {
    expect(checkPayment(rich(), upi(100_001), NOW)).toEqual({
      reason: "over-payment-limit",
      limit: LIMITS.INR.perPayment,
      leftToday: LIMITS.INR.perDay,
    });
    expect(checkPayment(rich(), upi(100_000), NOW)).toBeNull();
  });

  it("holds money added by card to it too", () => {
    const card: PaymentRequest = {
      kind: "add-money",
      recipient: "Visa",
      amount: rupees(100_001),
      method: "card",
    };
    expect(checkPayment(sample(), card, NOW)).toMatchObject({ reason: "over-payment-limit" });
  });

  it("holds the amount sent abroad to it, not the amount and its fee", () => {
    expect(checkPayment(rich(), abroad(100_000), NOW)).toBeNull();
    expect(checkPayment(rich(), abroad(100_001), NOW)?.reason).toBe("over-payment-limit");
  });
});

describe("the daily limit", () => {
  it("takes payments adding up to ₹10,00,000 in a day, then refuses one more rupee", () => {
    const full = payAll(rich(), Array<number>(10).fill(100_000));
    expect(leftToday(full.transactions, NOW, "INR")).toEqual(inr(0));
    expect(checkPayment(full, upi(1), NOW)).toEqual({
      reason: "over-daily-limit",
      limit: LIMITS.INR.perDay,
      leftToday: inr(0),
    });
  });

  it("counts every kind of payment out, and says how much is left", () => {
    let ledger = payAll(rich(), Array<number>(9).fill(100_000));
    ledger = pay(ledger, { kind: "bill", recipient: "C1", amount: rupees(99_000) });
    const recharge: PaymentRequest = {
      kind: "recharge",
      recipient: "9812345670",
      amount: rupees(1_001),
    };
    expect(checkPayment(ledger, recharge, NOW)).toEqual({
      reason: "over-daily-limit",
      limit: LIMITS.INR.perDay,
      leftToday: rupees(1_000),
    });
    expect(checkPayment(ledger, upi(1_000), NOW)).toBeNull();
  });

  it("needs amount + fee on top to fit what is left", () => {
    // All but ₹10,100 spent: ₹10,000 + ₹150 no longer fits, ₹9,900 + ₹148.50 does.
    const spent = payAll(rich(), [...Array<number>(9).fill(100_000), 100_000 - 10_100]);
    expect(checkPayment(spent, abroad(10_000), NOW)?.reason).toBe("over-daily-limit");
    expect(checkPayment(spent, abroad(9_900), NOW)).toBeNull();
  });

  it("starts again on the next calendar day, and adding money never counts", () => {
    const full = payAll(rich(), Array<number>(10).fill(100_000));
    expect(checkPayment(full, upi(1), new Date(2026, 10, 21, 23, 59))?.reason).toBe(
      "over-daily-limit",
    );
    expect(checkPayment(full, upi(1), new Date(2026, 10, 22, 0, 1))).toBeNull();
    const topUp: PaymentRequest = {
      kind: "add-money",
      recipient: "Visa",
      amount: rupees(500),
      method: "card",
    };
    expect(checkPayment(full, topUp, NOW)).toBeNull();
  });

  it("goes by the account's time zone when told", () => {
    const late = new Date("2026-11-20T23:30:00+05:30");
    const full = payAll(rich(), Array<number>(10).fill(100_000), late);
    // 00:15 on the 21st in India is a new day there, and still the 20th in Lusaka.
    const after = new Date("2026-11-21T00:15:00+05:30");
    expect(checkPayment(full, upi(1), after, { timeZone: "Asia/Kolkata" })).toBeNull();
    expect(checkPayment(full, upi(1), after, { timeZone: "Africa/Lusaka" })?.reason).toBe(
      "over-daily-limit",
    );
  });
});

describe("the balance", () => {
  it("refuses more than the wallet holds, with the balance", () => {
    expect(checkPayment(sample(), upi(12_501), NOW)).toEqual({
      reason: "insufficient",
      account: "wallet",
      balance: rupees(12_500),
    });
    expect(checkPayment(sample(), upi(12_500), NOW)).toBeNull();
  });

  it("needs the wallet to cover amount + fee on top", () => {
    // ₹12,400 + ₹186 is more than ₹12,500; ₹12,300 + ₹184.50 is not.
    expect(checkPayment(sample(), abroad(12_400), NOW)?.reason).toBe("insufficient");
    expect(checkPayment(sample(), abroad(12_300), NOW)).toBeNull();
  });

  it("adds money from the bank up to the bank's balance, and by card without one", () => {
    const fromBank: PaymentRequest = {
      kind: "add-money",
      recipient: "SBI",
      amount: rupees(38_451),
      method: "bank",
    };
    expect(checkPayment(sample(), fromBank, NOW)).toEqual({
      reason: "insufficient",
      account: "bank",
      balance: rupees(38_450),
    });
    expect(checkPayment(sample(), { ...fromBank, method: "card" }, NOW)).toBeNull();
  });
});

describe("paid once", () => {
  const bill = (): PaymentRequest => ({
    kind: "bill",
    recipient: "110456789",
    amount: rupees(900),
    bill: { billerId: "tsspdcl", billDate: "2026-11-05" },
  });

  it("refuses a second payment of the same bill's cycle, whoever made the first", () => {
    const paid = pay(rich(), bill());
    expect(checkPayment(paid, bill(), NOW)).toEqual({ reason: "bill-paid" });
    const nextCycle = { ...bill(), bill: { billerId: "tsspdcl", billDate: "2026-12-05" } };
    expect(checkPayment(paid, nextCycle, NOW)).toBeNull();
    expect(checkPayment(paid, { ...bill(), recipient: "110456780" }, NOW)).toBeNull();
    // Prepaid units carry no bill: they may be bought again.
    const units: PaymentRequest = { ...bill(), bill: undefined };
    expect(checkPayment(pay(rich(), units), units, NOW)).toBeNull();
  });

  it("refuses a second payment of a link, a request or a split share, on any later day", () => {
    const link = upi(300, { kind: "link", linkId: "LNK7K2M9QX4TB8D" });
    const paid = pay(rich(), link, new Date(2026, 9, 1));
    expect(checkPayment(paid, link, NOW)).toEqual({ reason: "link-paid" });
    expect(
      checkPayment(paid, { ...link, kind: "request", linkId: "REQ7K2M9QX4TB8E" }, NOW),
    ).toBeNull();
  });

  it("recognises a link paid before lines carried keys, by its id", () => {
    const old: LedgerState = {
      ...rich(),
      transactions: [
        {
          id: "TXN0000000042",
          kind: "upi",
          amount: rupees(-300),
          date: "2026-10-01T10:00:00Z",
          linkId: "REQ7K2M9QX4TB8D",
        },
      ],
    };
    expect(
      checkPayment(old, upi(300, { kind: "request", linkId: "REQ7K2M9QX4TB8D" }), NOW),
    ).toEqual({
      reason: "link-paid",
    });
  });
});

describe("a Zambian account", () => {
  const zambian = (): LedgerState => ({
    balances: { bank: zmw(1_000_000_00), wallet: zmw(1_000_000_00) },
    transactions: [],
  });

  it("pays kwacha under the Zambian limits and refuses rupees", () => {
    expect(checkPayment(zambian(), upi(500), NOW)).toEqual({ reason: "invalid-amount" });
    const { perPayment, perDay } = LIMITS.ZMW;
    const over = { ...upi(1), kind: "mobile-money" as const, amount: zmw(perPayment.minor + 1) };
    expect(checkPayment(zambian(), over, NOW)).toEqual({
      reason: "over-payment-limit",
      limit: perPayment,
      leftToday: perDay,
    });
    const paid = pay(zambian(), { ...over, amount: zmw(500_00) });
    expect(leftToday(paid.transactions, NOW, "ZMW")).toEqual(zmw(perDay.minor - 500_00));
  });
});

describe("postPayment", () => {
  it("debits the wallet by a payment, or the bank when paid from it", () => {
    expect(postPayment(sample().balances, upi(500))).toEqual({
      line: rupees(-500),
      balances: { bank: rupees(38_450), wallet: rupees(12_000) },
    });
    expect(postPayment(sample().balances, { ...upi(500), method: "bank" }).balances).toEqual({
      bank: rupees(37_950),
      wallet: rupees(12_500),
    });
  });

  it("debits amount + fee on top as one line, with the fee beside it", () => {
    expect(postPayment(sample().balances, abroad(10_000))).toEqual({
      line: rupees(-10_150),
      fee: rupees(150),
      balances: { bank: rupees(38_450), wallet: rupees(2_350) },
    });
  });

  it("charges the payer of a link nothing: the link's fee is the merchant's", () => {
    const { line, fee } = postPayment(
      sample().balances,
      upi(1_000, { kind: "link", linkId: "LNK1234567890AB" }),
    );
    expect(line).toEqual(rupees(-1_000));
    expect(fee).toBeUndefined();
  });

  it("moves money added from the bank into the wallet, and a card's without the bank", () => {
    const add = {
      kind: "add-money",
      recipient: "SBI",
      amount: rupees(1_000),
      method: "bank",
    } as const;
    expect(postPayment(sample().balances, add)).toEqual({
      line: rupees(1_000),
      balances: { bank: rupees(37_450), wallet: rupees(13_500) },
    });
    expect(postPayment(sample().balances, { ...add, method: "card" }).balances).toEqual({
      bank: rupees(38_450),
      wallet: rupees(13_500),
    });
  });
});

describe("moveBalances", () => {
  it("replays what lines moved, forwards and back, and skips history from elsewhere", () => {
    const ledger = pay(pay(pay(sample(), upi(500)), abroad(1_000)), {
      kind: "add-money",
      recipient: "SBI",
      amount: rupees(2_000),
      method: "bank",
    });
    const lines = [
      ...ledger.transactions,
      { id: "t1", amount: rupees(-1_200), date: "2026-11-01T10:00:00Z" },
    ];
    expect(moveBalances(sample().balances, lines)).toEqual(ledger.balances);
    expect(moveBalances(ledger.balances, lines, -1)).toEqual(sample().balances);
  });
});
