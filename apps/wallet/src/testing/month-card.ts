import type { MonthCard } from "../data/last-view";

/** /insights' card of November 2026 as the app keeps it (data/last-view.ts keepMonthCard). */
export const novemberCard: MonthCard = {
  month: "2026-11",
  language: "en",
  until: new Date(2026, 11, 1).getTime(),
  currency: "INR",
  shown: {
    "month-spent": "Spent in November 2026",
    "month-total": "₹5,894",
    "month-change": "₹1,200 more than October 2026 (+26%)",
  },
};
