import { describe, expect, it } from "vitest";

import { FIRST_PAYMENT_KINDS } from "./cashback";
import { balanceEffect, isMoneyIn, isPaymentKind, PAYMENT_KINDS, paymentKinds } from "./kinds";

describe("the kinds of payment", () => {
  it("lists every kind the wallet and the businesses pay with, once", () => {
    expect(paymentKinds).toEqual([
      "mobile",
      "upi",
      "bank-account",
      "mobile-money",
      "international",
      "bill",
      "recharge",
      "link",
      "qr",
      "request",
      "split-share",
      "add-money",
      "cashback",
      "settlement",
    ]);
    expect(isPaymentKind("upi")).toBe(true);
    expect(isPaymentKind("send")).toBe(false);
    expect(isPaymentKind("toString")).toBe(false);
  });

  it("brings money in only by adding money and by cashback", () => {
    expect(paymentKinds.filter(isMoneyIn)).toEqual(["add-money", "cashback"]);
  });

  it("keeps every fee of a kind paid by a merchant back from the merchant", () => {
    const keptBack = paymentKinds.filter((kind) => PAYMENT_KINDS[kind].feeLeg === "kept-back");
    expect(keptBack).toEqual(["link", "qr", "settlement"]);
  });

  it("counts every payment out of a person's wallet as a first payment, abroad included", () => {
    const notPayments = ["add-money", "cashback", "settlement"];
    expect(FIRST_PAYMENT_KINDS).toEqual(paymentKinds.filter((k) => !notPayments.includes(k)));
    expect(FIRST_PAYMENT_KINDS).toContain("international");
  });
});

describe("balanceEffect", () => {
  it("takes money out of the wallet, or out of the bank when paid from it", () => {
    expect(balanceEffect("upi", "wallet", 500)).toEqual({ bank: 0, wallet: -500 });
    expect(balanceEffect("bill", "bank", 500)).toEqual({ bank: -500, wallet: 0 });
  });

  it("brings money into the wallet, out of the linked bank when it comes from there", () => {
    expect(balanceEffect("add-money", "bank", 500)).toEqual({ bank: -500, wallet: 500 });
    expect(balanceEffect("add-money", "card", 500)).toEqual({ bank: 0, wallet: 500 });
    expect(balanceEffect("cashback", "wallet", 50)).toEqual({ bank: 0, wallet: 50 });
  });
});
