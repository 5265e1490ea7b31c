import type { Reward } from "./types";

/** Rewards the sample user has already earned, newest first. */
export const rewards: Reward[] = [
  {
    id: "r1",
    kind: "cashback",
    offerId: "bills-5",
    source: "TSSPDCL Electricity",
    amount: { minor: 50_00, currency: "INR" },
    date: "2026-11-18T11:31:00+05:30",
  },
  {
    id: "r2",
    kind: "cashback",
    offerId: "recharge-20",
    source: "Airtel Prepaid Recharge",
    amount: { minor: 20_00, currency: "INR" },
    date: "2026-11-12T08:21:00+05:30",
  },
  {
    id: "r3",
    kind: "referral",
    source: "Anjali Reddy",
    amount: { minor: 100_00, currency: "INR" },
    date: "2026-10-30T17:05:00+05:30",
  },
  {
    id: "r4",
    kind: "scratch-card",
    source: "FreshMart Groceries",
    amount: { minor: 25_00, currency: "INR" },
    date: "2026-10-05T19:40:00+05:30",
  },
];
