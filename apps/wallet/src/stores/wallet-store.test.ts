import { balances } from "@repo/mock-data/balances";
import { transactions } from "@repo/mock-data/transactions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentFromEntry, STORAGE_KEY, useWalletStore } from "./wallet-store";

const NOW = new Date("2026-11-21T10:00:00+05:30");

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => vi.useRealTimers());

const state = () => useWalletStore.getState();

describe("wallet store: session", () => {
  it("starts signed out, on the sample ledger", () => {
    expect(state().session).toEqual({ phone: null, pinSet: false, language: null });
    expect(state().ledger.balances).toEqual(balances);
    expect(state().ledger.transactions.map((t) => t.id)).toEqual(transactions.map((t) => t.id));
  });

  it("signs in, records that a PIN was set, and logs out", () => {
    state().signIn("9876543210", "hi");
    expect(state().session).toEqual({ phone: "9876543210", pinSet: false, language: "hi" });
    state().markPinSet();
    expect(state().session.pinSet).toBe(true);
    state().setLanguage("te");
    expect(state().session.language).toBe("te");
    state().logout();
    expect(state().session).toEqual({ phone: null, pinSet: false, language: null });
  });

  it("persists the session and ledger, but never a PIN or OTP", () => {
    state().signIn("9876543210", "en");
    state().markPinSet();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(stored.state.session).toEqual({ phone: "9876543210", pinSet: true, language: "en" });
    expect(Object.keys(stored.state)).toEqual(["session", "ledger"]);
    expect(JSON.stringify(stored)).not.toMatch(/pin"\s*:\s*"|otp/i);
  });
});

describe("wallet store: completePayment", () => {
  it("debits the wallet and puts the payment at the top of the ledger", () => {
    const result = state().completePayment({
      kind: "send",
      recipient: "9812345670",
      amount: 500,
      note: "Dinner",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payment).toEqual({
      id: `TXN${String(NOW.getTime()).slice(-10)}`,
      kind: "send",
      recipient: "9812345670",
      name: "Rahul Verma",
      amount: 500,
      note: "Dinner",
      method: "wallet",
      status: "Completed",
      date: NOW.toISOString(),
    });
    expect(state().ledger.balances).toEqual({ bank: balances.bank, wallet: balances.wallet - 500 });
    const [top] = state().ledger.transactions;
    expect(top).toMatchObject({ id: result.payment.id, amount: -500, type: "expense" });
    expect(paymentFromEntry(top)).toEqual(result.payment);
  });

  it("gives two payments in the same millisecond different ids", () => {
    const first = state().completePayment({ kind: "send", recipient: "a@bank", amount: 1 });
    const second = state().completePayment({ kind: "send", recipient: "a@bank", amount: 1 });
    expect(first.ok && second.ok).toBe(true);
    if (first.ok && second.ok) expect(second.payment.id).not.toBe(first.payment.id);
  });

  it("refuses more than the wallet holds or the per-transaction limit, changing nothing", () => {
    const before = state().ledger;
    expect(
      state().completePayment({ kind: "send", recipient: "x", amount: balances.wallet + 1 }),
    ).toEqual({ ok: false, problem: "insufficient" });
    expect(state().completePayment({ kind: "bill", recipient: "x", amount: 100_001 })).toEqual({
      ok: false,
      problem: "over-limit",
    });
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      expect(state().completePayment({ kind: "send", recipient: "x", amount })).toEqual({
        ok: false,
        problem: "missing",
      });
    }
    expect(state().ledger).toBe(before);
  });

  it("adds money to the wallet from the bank or a card", () => {
    state().completePayment({
      kind: "add-money",
      recipient: "HDFC Bank",
      amount: 1000,
      method: "bank",
    });
    expect(state().ledger.balances).toEqual({
      bank: balances.bank - 1000,
      wallet: balances.wallet + 1000,
    });
    state().completePayment({
      kind: "add-money",
      recipient: "Visa 4242",
      amount: 2000,
      method: "card",
    });
    expect(state().ledger.balances.wallet).toBe(balances.wallet + 3000);
    expect(state().ledger.transactions[0]).toMatchObject({ type: "income", category: "add-money" });
  });
});

describe("wallet store: reading storage back", () => {
  async function rehydrateWith(raw: string) {
    localStorage.setItem(STORAGE_KEY, raw);
    await useWalletStore.persist.rehydrate();
  }

  it("restores a valid stored session and ledger", async () => {
    const ledger = { balances: { bank: 1, wallet: 2 }, transactions: [transactions[0]] };
    await rehydrateWith(
      JSON.stringify({
        state: { session: { phone: "9876543210", pinSet: true, language: "fr" }, ledger },
        version: 1,
      }),
    );
    expect(state().session.language).toBe("fr");
    expect(state().ledger).toEqual(ledger);
  });

  it.each([
    ["not JSON", "{oops"],
    ["a wrong shape", JSON.stringify({ state: { session: 1, ledger: [] }, version: 1 })],
    [
      "a non-numeric balance",
      JSON.stringify({
        state: {
          session: { phone: null, pinSet: false, language: null },
          ledger: { balances: { bank: "lots", wallet: 2 }, transactions: [] },
        },
        version: 1,
      }),
    ],
    [
      "markup in the phone and an unknown language",
      JSON.stringify({
        state: {
          session: { phone: "<img src=x>", pinSet: false, language: "xx" },
          ledger: { balances, transactions },
        },
        version: 1,
      }),
    ],
  ])("falls back to the seed when storage holds %s", async (_label, raw) => {
    await rehydrateWith(raw);
    expect(state().session.phone).toBeNull();
    expect(state().ledger.balances).toEqual(balances);
    expect(state().ledger.transactions).toHaveLength(transactions.length);
  });
});
