import type { Offer } from "../types";

/** The Zambian account's first-payment offer: cashback in kwacha. */
export const firstPaymentOffer: Offer = {
  id: "first-payment",
  kind: "cashback",
  rewards: "first-payment",
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
    rewards: ["bill"],
    percent: 5,
    maxAmount: 15,
    minPayment: 50,
    validUntil: "2026-12-31",
    code: "BILLS5",
  },
  {
    id: "recharge-20",
    kind: "cashback",
    rewards: ["recharge"],
    maxAmount: 5,
    minPayment: 50,
    validUntil: "2026-12-15",
    code: "AIRTIME5",
  },
];
