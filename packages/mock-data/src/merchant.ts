/** A sample merchant's month, as the marketing site's dashboard mockup shows it. */
export type MerchantSummary = {
  /** Revenue this month, in rupees. */
  revenue: number;
  transactionCount: number;
  /** Average transaction value, in rupees. */
  averageValue: number;
  /** Revenue growth against last month, in percent. */
  growthPercent: number;
  /** Share of payment attempts that succeeded, in percent. */
  successRatePercent: number;
};

export type MerchantPayment = {
  id: string;
  customer: string;
  method: "UPI" | "Card" | "Wallet";
  /** Rupees received. */
  amount: number;
  /** ISO 8601 date and time. */
  date: string;
};

export const merchantName = "FreshMart Groceries";

export const merchantSummary: MerchantSummary = {
  revenue: 245680,
  transactionCount: 1234,
  averageValue: 199,
  growthPercent: 12.5,
  successRatePercent: 99.2,
};

/** Newest first. */
export const merchantPayments: MerchantPayment[] = [
  {
    id: "mp1",
    customer: "Priya Sharma",
    method: "UPI",
    amount: 2340,
    date: "2026-11-20T19:15:00+05:30",
  },
  {
    id: "mp2",
    customer: "Chanda Mwila",
    method: "Wallet",
    amount: 860,
    date: "2026-11-20T18:02:00+05:30",
  },
  {
    id: "mp3",
    customer: "Vikram Rao",
    method: "Card",
    amount: 1499,
    date: "2026-11-20T17:40:00+05:30",
  },
];
