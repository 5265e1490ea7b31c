import type { Offer } from "../types";

/** The Zambian account's first-payment offer: cashback in kwacha. */
export const firstPaymentOffer: Offer = {
  id: "first-payment",
  kind: "cashback",
  percent: 10,
  maxAmount: 25,
  minPayment: 25,
  validUntil: "2026-12-31",
  code: "FIRST25",
};

/** Offers the Zambian account's rewards screen lists, in kwacha, the first-payment offer first. */
export const offers: Offer[] = [
  firstPaymentOffer,
  {
    id: "bills-5",
    kind: "cashback",
    percent: 5,
    maxAmount: 15,
    minPayment: 50,
    validUntil: "2026-12-31",
    code: "BILLS5",
  },
  {
    id: "recharge-20",
    kind: "cashback",
    maxAmount: 5,
    minPayment: 50,
    validUntil: "2026-12-15",
    code: "AIRTIME5",
  },
  {
    id: "india-free",
    kind: "fee-waiver",
    maxAmount: 100,
    minPayment: 200,
    validUntil: "2027-01-31",
    code: "SANGAM0",
  },
];
