import type { Offer } from "./types";

/** The offer the dashboard banner announces: cashback on the first payment. */
export const firstPaymentOffer: Offer = {
  id: "first-payment",
  kind: "cashback",
  rewards: "first-payment",
  percent: 10,
  maxAmount: 100,
  minPayment: 100,
  validUntil: "2026-12-31",
  code: "FIRST100",
};

/** Offers listed on the rewards screen, the first-payment offer first. */
export const offers: Offer[] = [
  firstPaymentOffer,
  {
    id: "bills-5",
    kind: "cashback",
    rewards: ["bill"],
    percent: 5,
    maxAmount: 50,
    minPayment: 200,
    validUntil: "2026-12-31",
    code: "BILLS5",
  },
  {
    id: "recharge-20",
    kind: "cashback",
    rewards: ["recharge"],
    maxAmount: 20,
    minPayment: 249,
    validUntil: "2026-12-15",
    code: "RECHARGE20",
  },
];
