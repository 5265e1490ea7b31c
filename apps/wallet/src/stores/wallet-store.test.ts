import { balances } from "@repo/mock-data/balances";
import { transactions } from "@repo/mock-data/transactions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { paymentById, seedLedger } from "../lib/ledger";
import { inr, rupees } from "../lib/money";
import { STORAGE_KEY, STORAGE_VERSION, useWalletStore } from "./wallet-store";

const NOW = new Date("2026-11-21T10:00:00+05:30");

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  useWalletStore.setState({ ledger: seedLedger() });
});
afterEach(() => vi.useRealTimers());

const state = () => useWalletStore.getState();

describe("wallet store: ledger", () => {
  it("starts on the sample ledger", () => {
    expect(state().ledger.balances).toEqual({
      bank: rupees(balances.bank),
      wallet: rupees(balances.wallet),
    });
    expect(state().ledger.transactions.map((t) => t.id)).toEqual(transactions.map((t) => t.id));
  });

  it("persists only the ledger (the session has its own store), never a PIN or OTP", () => {
    state().pay({ kind: "send", recipient: "a@bank", amount: rupees(1) });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as {
      version: number;
      state: object;
    };
    expect(stored.version).toBe(STORAGE_VERSION);
    expect(Object.keys(stored.state)).toEqual(["ledger"]);
    expect(JSON.stringify(stored)).not.toMatch(/"(pin|pinSet|otp|language)"\s*:/i);
  });
});

describe("wallet store: pay", () => {
  it("puts the payment through the ledger and keeps the new ledger", () => {
    const result = state().pay({
      kind: "send",
      recipient: "9812345670",
      amount: rupees(500),
      note: "Dinner",
    });
    if (!result.ok) throw new Error("refused");
    expect(result.payment).toMatchObject({
      id: `TXN${String(NOW.getTime()).slice(-10)}`,
      name: "Rahul Verma",
      amount: rupees(500),
      date: NOW.toISOString(),
    });
    expect(state().ledger.balances.wallet).toEqual(rupees(balances.wallet - 500));
    expect(paymentById(state().ledger, result.payment.id)).toEqual(result.payment);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as {
      state: { ledger: { transactions: { amount: unknown }[] } };
    };
    expect(stored.state.ledger.transactions[0]?.amount).toEqual(rupees(-500));
  });

  it("gives two payments in the same millisecond different ids", () => {
    const first = state().pay({ kind: "send", recipient: "a@bank", amount: rupees(1) });
    const second = state().pay({ kind: "send", recipient: "a@bank", amount: rupees(1) });
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(second.payment.id).not.toBe(first.payment.id);
  });

  it("changes nothing when the ledger refuses", () => {
    const before = state().ledger;
    expect(
      state().pay({ kind: "send", recipient: "x", amount: rupees(balances.wallet + 1) }),
    ).toMatchObject({ ok: false, refusal: { reason: "insufficient" } });
    expect(state().ledger).toBe(before);
  });
});

describe("wallet store: reading storage back", () => {
  async function rehydrateWith(raw: string) {
    localStorage.setItem(STORAGE_KEY, raw);
    await useWalletStore.persist.rehydrate();
  }

  it("restores a valid stored ledger", async () => {
    const ledger = {
      balances: { bank: inr(100), wallet: inr(250) },
      transactions: [{ ...transactions[0], amount: rupees(transactions[0]!.amount) }],
    };
    await rehydrateWith(
      JSON.stringify({ state: { session: { phone: "9876543210" }, ledger }, version: 2 }),
    );
    expect(state().ledger).toEqual(ledger);
  });

  it("converts a version-1 ledger of whole rupees to paise and keeps it", async () => {
    const paid = {
      id: "TXN0000000042",
      name: "Rahul Verma",
      amount: -500,
      type: "expense",
      category: "transfer",
      date: "2026-11-21T09:00:00.000Z",
      status: "Completed",
      kind: "send",
      recipient: "9812345670",
      method: "wallet",
    };
    await rehydrateWith(
      JSON.stringify({
        state: {
          session: { phone: "9876543210", pinSet: true, language: "fr" },
          ledger: {
            balances: { bank: 38_450, wallet: 12_000 },
            transactions: [paid, ...transactions],
          },
        },
        version: 1,
      }),
    );
    expect(state().ledger.balances).toEqual({ bank: rupees(38_450), wallet: rupees(12_000) });
    expect(state().ledger.transactions).toHaveLength(transactions.length + 1);
    expect(paymentById(state().ledger, "TXN0000000042")).toMatchObject({
      amount: rupees(500),
      recipient: "9812345670",
    });
  });

  it.each([
    ["not JSON", "{oops"],
    ["a wrong shape", JSON.stringify({ state: { session: 1, ledger: [] }, version: 2 })],
    [
      "a non-numeric balance",
      JSON.stringify({
        state: {
          session: { phone: null },
          ledger: { balances: { bank: "lots", wallet: 2 }, transactions: [] },
        },
        version: 1,
      }),
    ],
    [
      "paise that are not whole",
      JSON.stringify({
        state: {
          session: { phone: null },
          ledger: { balances: { bank: inr(1.5), wallet: inr(2) }, transactions: [] },
        },
        version: 2,
      }),
    ],
  ])("falls back to the seed when storage holds %s", async (_label, raw) => {
    await rehydrateWith(raw);
    expect(state().ledger).toEqual(seedLedger());
  });
});
