import type { Reward } from "./types";

/** Rewards the sample user has already earned, newest first. */
export const rewards: Reward[] = [
  {
    id: "r1",
    kind: "cashback",
    offerId: "bills-5",
    source: "TSSPDCL Electricity",
    amount: 50,
    date: "2026-11-18T11:31:00+05:30",
  },
  {
    id: "r2",
    kind: "cashback",
    offerId: "recharge-20",
    source: "Airtel Prepaid Recharge",
    amount: 20,
    date: "2026-11-12T08:21:00+05:30",
  },
  {
    id: "r3",
    kind: "referral",
    source: "Anjali Reddy",
    amount: 100,
    date: "2026-10-30T17:05:00+05:30",
  },
  {
    id: "r4",
    kind: "scratch-card",
    source: "FreshMart Groceries",
    amount: 25,
    date: "2026-10-05T19:40:00+05:30",
  },
];
