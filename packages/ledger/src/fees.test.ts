import { describe, expect, it } from "vitest";

import { feeFor, feeOn, feeRateOf, feeRates, payerFee, paymentLegs } from "./fees";
import { PAYMENT_KINDS, type PaymentKind, paymentKinds } from "./kinds";
import { inr, rupees, zmw } from "./money";

describe("fee rates", () => {
  it("holds the published rates in basis points", () => {
    expect(feeRates).toMatchObject({
      crossBorder: 150,
      paymentLinks: 150,
      gateway: 200,
      instantSettlement: 50,
      bankTransfer: 0,
      walletLoading: 0,
      billPayments: 0,
      qrPayments: 0,
    });
  });
});

describe("feeOn", () => {
  it("rounds half up to the minor unit, exactly", () => {
    expect(feeOn(10_000_00, feeRates.crossBorder)).toBe(150_00);
    expect(feeOn(33, 150)).toBe(0); // 0.495 paise
    expect(feeOn(34, 150)).toBe(1); // 0.51 paise
    expect(feeOn(100, 50)).toBe(1); // exactly 0.5 paise rounds up
    expect(feeOn(Number.MAX_SAFE_INTEGER, 150)).toBe(135_107_988_821_115);
  });
});

describe("feeFor", () => {
  const fees: Record<PaymentKind, number> = {
    mobile: 0,
    upi: 0,
    "bank-account": 0,
    "mobile-money": 0,
    international: 150_00,
    bill: 0,
    recharge: 0,
    link: 150_00,
    qr: 0,
    request: 0,
    "split-share": 0,
    "add-money": 0,
    cashback: 0,
    settlement: 50_00,
  };

  it.each(paymentKinds)("charges a ₹10,000 %s its published rate", (kind) => {
    expect(feeFor(kind, rupees(10_000))).toEqual(inr(fees[kind]));
  });

  it("names each kind's rate", () => {
    expect(feeRateOf("international")).toBe(feeRates.crossBorder);
    expect(feeRateOf("link")).toBe(feeRates.paymentLinks);
    expect(feeRateOf("settlement")).toBe(feeRates.instantSettlement);
    expect(feeRateOf("cashback")).toBe(0);
  });

  it("charges in the payment's own currency", () => {
    expect(feeFor("international", zmw(500_00))).toEqual(zmw(7_50));
    expect(feeFor("settlement", zmw(1_01))).toEqual(zmw(1));
  });

  it("charges nothing on what is not an amount", () => {
    expect(feeFor("international", inr(2.5))).toEqual(inr(0));
  });
});

describe("paymentLegs", () => {
  it("adds a fee paid on top to what the payer pays", () => {
    expect(paymentLegs("international", rupees(10_000))).toEqual({
      debit: rupees(10_150),
      credit: rupees(10_000),
      fee: rupees(150),
      feeLeg: "on-top",
    });
  });

  it("keeps a merchant's fee back from what reaches the merchant", () => {
    expect(paymentLegs("link", rupees(1_000))).toEqual({
      debit: rupees(1_000),
      credit: rupees(985),
      fee: rupees(15),
      feeLeg: "kept-back",
    });
    expect(paymentLegs("settlement", rupees(2_000))).toMatchObject({
      debit: rupees(2_000),
      credit: rupees(1_990),
    });
  });

  it.each(paymentKinds)(
    "%s: what leaves the payer less what reaches the payee is the fee",
    (kind) => {
      const legs = paymentLegs(kind, inr(123_457));
      expect(legs.debit.minor - legs.credit.minor).toBe(legs.fee.minor);
      expect(legs.feeLeg).toBe(PAYMENT_KINDS[kind].feeLeg);
    },
  );
});

describe("payerFee", () => {
  it("is the fee paid on top, and nothing for a fee the merchant pays", () => {
    expect(payerFee("international", rupees(10_000))).toEqual(rupees(150));
    expect(payerFee("link", rupees(10_000))).toEqual(inr(0));
    expect(payerFee("upi", rupees(10_000))).toEqual(inr(0));
  });
});
