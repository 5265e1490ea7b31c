import { fromMajor, inr, rupees } from "@repo/ledger/money";
import { balances } from "@repo/mock-data/balances";
import { transactions } from "@repo/mock-data/transactions";
import { balances as zambianBalances } from "@repo/mock-data/zambia/balances";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { paymentById } from "../lib/ledger";
import { useSessionStore } from "./session-store";
import { loadLedger, useWalletStore, withLedger } from "./wallet-store";

// jsdom has no IndexedDB: the store runs on its in-memory ledger here (idb-ledger.test.ts covers
// the database). Each test starts again on the sample data.
const NOW = new Date("2026-11-21T10:00:00+05:30");

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  await loadLedger();
  await withLedger((backend) => backend.erase(), { changes: () => true });
});
afterEach(() => vi.useRealTimers());

const state = () => useWalletStore.getState();

describe("wallet store: ledger", () => {
  it("starts on the sample ledger, and says nothing will be kept where there is no IndexedDB", () => {
    expect(state().kept).toBe(false);
    expect(state().ledgerStatus).toBe("ready");
    expect(state().ledger.balances).toEqual(balances);
    expect(state().ledger.transactions.map((t) => t.id)).toEqual(transactions.map((t) => t.id));
  });
});

describe("wallet store: pay", () => {
  it("puts the payment through the ledger and shows the new balance and entry", async () => {
    const result = await state().pay({
      kind: "mobile",
      recipient: "9812345670",
      amount: rupees(500),
      note: "Dinner",
    });
    if (!result.ok) throw new Error("refused");
    expect(result.payment).toMatchObject({
      name: "Rahul Verma",
      amount: rupees(500),
    });
    // The first payment earns 10% cashback, credited to the wallet as an entry of its own.
    expect(state().ledger.balances.wallet).toEqual(inr(balances.wallet.minor - 500_00 + 50_00));
    // Credited just after the payment, so it is listed above it.
    const [credit, payment] = state().ledger.transactions;
    expect([credit?.amount, payment?.amount]).toEqual([rupees(50), rupees(-500)]);
    expect(paymentById(state().ledger, result.payment.id)).toEqual(result.payment);
  });

  it("gives two payments at once different ids", async () => {
    const [first, second] = await Promise.all([
      state().pay({ kind: "upi", recipient: "a@bank", amount: rupees(1) }),
      state().pay({ kind: "upi", recipient: "a@bank", amount: rupees(1) }),
    ]);
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(second.payment.id).not.toBe(first.payment.id);
  });

  it("changes nothing when the ledger refuses", async () => {
    const before = state().ledger;
    expect(
      await state().pay({ kind: "upi", recipient: "x", amount: inr(balances.wallet.minor + 1_00) }),
    ).toMatchObject({ ok: false, refusal: { reason: "insufficient" } });
    expect(state().ledger).toBe(before);
  });
});

describe("wallet store: home country", () => {
  afterEach(() => useSessionStore.setState(useSessionStore.getInitialState()));

  it("shows a Zambian sign-in its own ledger in kwacha, and the Indian one again after", async () => {
    useSessionStore.getState().signIn("971234567", "ZM");
    expect(state().ledgerStatus).toBe("idle");
    await loadLedger();
    expect(state().ledger.balances.wallet).toEqual(zambianBalances.wallet);
    expect(state().ledger.transactions.every((t) => t.amount.currency === "ZMW")).toBe(true);
    const result = await state().pay({
      kind: "mobile",
      recipient: "966123456",
      amount: fromMajor(100, "ZMW"),
    });
    expect(result.ok && result.payment.name).toBe("Chanda Mulenga");

    useSessionStore.getState().signIn("9876543210", "IN");
    await loadLedger();
    expect(state().ledger.balances.wallet).toEqual(balances.wallet);
  });
});
