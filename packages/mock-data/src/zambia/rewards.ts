import type { Reward } from "../types";

/** Rewards the Zambian sample account has already earned, newest first, in kwacha. */
export const rewards: Reward[] = [
  {
    id: "zr1",
    kind: "cashback",
    offerId: "bills-5",
    source: "ZESCO Prepaid",
    amount: { minor: 10_00, currency: "ZMW" },
    date: "2026-11-18T07:56:00+02:00",
  },
  {
    id: "zr2",
    kind: "cashback",
    offerId: "recharge-20",
    source: "Airtel Airtime",
    amount: { minor: 5_00, currency: "ZMW" },
    date: "2026-11-09T12:15:00+02:00",
  },
  {
    id: "zr3",
    kind: "referral",
    source: "Chanda Mulenga",
    amount: { minor: 20_00, currency: "ZMW" },
    date: "2026-10-28T16:40:00+02:00",
  },
  {
    id: "zr4",
    kind: "scratch-card",
    source: "Shoprite Cairo Road",
    amount: { minor: 5_00, currency: "ZMW" },
    date: "2026-10-11T18:05:00+02:00",
  },
];
