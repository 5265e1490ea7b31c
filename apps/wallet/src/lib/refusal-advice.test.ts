import { inr } from "@repo/ledger/money";
import type { Refusal } from "@repo/ledger/payment";
import { describe, expect, it } from "vitest";

import { limitAdvice } from "./refusal-advice";

const limit = inr(100_000_00);
const day = inr(10_00_000_00);
const balances = { wallet: inr(12_500_00), bank: inr(38_450_00) };
const overPayment = (left = day): Refusal => ({
  reason: "over-payment-limit",
  limit,
  leftToday: left,
});

describe("limitAdvice: the limit once, with what the person can do", () => {
  it("names the wallet's balance when it is less than the limit", () => {
    expect(limitAdvice(overPayment(), { kind: "mobile" }, balances)).toEqual({
      key: "over-payment-limit-wallet",
      limit,
      most: balances.wallet,
    });
  });

  it("says the limit alone when the balance and the day allow it", () => {
    const rich = { wallet: inr(5_00_000_00), bank: inr(0) };
    expect(limitAdvice(overPayment(), { kind: "mobile" }, rich)).toEqual({
      key: "over-payment-limit",
      limit,
    });
  });

  it("names what the day leaves when that is the smaller", () => {
    const rich = { wallet: inr(5_00_000_00), bank: inr(0) };
    expect(limitAdvice(overPayment(inr(40_000_00)), { kind: "bill" }, rich)).toEqual({
      key: "over-payment-limit-today",
      limit,
      most: inr(40_000_00),
    });
  });

  it("speaks of adding for money added: the bank's balance, or the limit alone from a card", () => {
    expect(limitAdvice(overPayment(), { kind: "add-money", method: "bank" }, balances)).toEqual({
      key: "over-payment-limit-add-bank",
      limit,
      most: balances.bank,
    });
    expect(limitAdvice(overPayment(), { kind: "add-money", method: "card" }, balances)).toEqual({
      key: "over-payment-limit-add",
      limit,
    });
  });

  it("over the day's limit, the wallet's balance when it is less than what is left", () => {
    const refusal: Refusal = { reason: "over-daily-limit", limit: day, leftToday: inr(50_000_00) };
    expect(limitAdvice(refusal, { kind: "mobile" }, balances)).toEqual({
      key: "over-daily-limit-wallet",
      limit: day,
      most: balances.wallet,
    });
    const rich = { wallet: inr(5_00_000_00), bank: inr(0) };
    expect(limitAdvice(refusal, { kind: "mobile" }, rich)).toEqual({
      key: "over-daily-limit",
      limit: day,
      most: inr(50_000_00),
    });
  });

  it("has nothing to add to other refusals", () => {
    expect(limitAdvice({ reason: "invalid-amount" }, { kind: "mobile" }, balances)).toBeNull();
  });
});
