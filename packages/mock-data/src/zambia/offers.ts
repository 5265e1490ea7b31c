import type { Offer } from "../types";

/** The Zambian account's first-payment offer: cashback in kwacha. */
export const firstPaymentOffer: Offer = {
  id: "first-payment",
  kind: "cashback",
  rewards: "first-payment",
  percent: 10,
  maxAmount: { minor: 25_00, currency: "ZMW" },
  minPayment: { minor: 25_00, currency: "ZMW" },
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
    maxAmount: { minor: 15_00, currency: "ZMW" },
    minPayment: { minor: 50_00, currency: "ZMW" },
    validUntil: "2026-12-31",
    code: "BILLS5",
  },
  {
    id: "recharge-20",
    kind: "cashback",
    rewards: ["recharge"],
    maxAmount: { minor: 5_00, currency: "ZMW" },
    minPayment: { minor: 50_00, currency: "ZMW" },
    validUntil: "2026-12-15",
    code: "AIRTIME5",
  },
];
