import type { Money } from "@repo/ledger/money";

/** A sample merchant's month, as the marketing site's dashboard mockup shows it. */
export type MerchantSummary = {
  /** Revenue this month. */
  revenue: Money;
  transactionCount: number;
  /** Average transaction value. */
  averageValue: Money;
  /** Revenue growth against last month, in percent. */
  growthPercent: number;
  /** Share of payment attempts that succeeded, in percent. */
  successRatePercent: number;
};

export type MerchantPayment = {
  id: string;
  customer: string;
  method: "UPI" | "Card" | "Wallet";
  /** What was received. */
  amount: Money;
  /** ISO 8601 date and time. */
  date: string;
};

export const merchantName = "FreshMart Groceries";

export const merchantSummary: MerchantSummary = {
  revenue: { minor: 245680_00, currency: "INR" },
  transactionCount: 1234,
  averageValue: { minor: 199_00, currency: "INR" },
  growthPercent: 12.5,
  successRatePercent: 99.2,
};

/** Newest first. */
export const merchantPayments: MerchantPayment[] = [
  {
    id: "mp1",
    customer: "Priya Sharma",
    method: "UPI",
    amount: { minor: 2340_00, currency: "INR" },
    date: "2026-11-20T19:15:00+05:30",
  },
  {
    id: "mp2",
    customer: "Chanda Mwila",
    method: "Wallet",
    amount: { minor: 860_00, currency: "INR" },
    date: "2026-11-20T18:02:00+05:30",
  },
  {
    id: "mp3",
    customer: "Vikram Rao",
    method: "Card",
    amount: { minor: 1499_00, currency: "INR" },
    date: "2026-11-20T17:40:00+05:30",
  },
];
