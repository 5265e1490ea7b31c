import type { Offer } from "./types";

/** The offer the dashboard banner announces: cashback on the first payment. */
export const firstPaymentOffer: Offer = {
  id: "first-payment",
  kind: "cashback",
  rewards: "first-payment",
  percent: 10,
  maxAmount: { minor: 100_00, currency: "INR" },
  minPayment: { minor: 100_00, currency: "INR" },
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
    maxAmount: { minor: 50_00, currency: "INR" },
    minPayment: { minor: 200_00, currency: "INR" },
    validUntil: "2026-12-31",
    code: "BILLS5",
  },
  {
    id: "recharge-20",
    kind: "cashback",
    rewards: ["recharge"],
    maxAmount: { minor: 20_00, currency: "INR" },
    minPayment: { minor: 249_00, currency: "INR" },
    validUntil: "2026-12-15",
    code: "RECHARGE20",
  },
];
