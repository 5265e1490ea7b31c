import type { Balances } from "./types";

/** Opening balances of the sample account, in rupees. */
export const balances: Balances = {
  bank: { minor: 38450_00, currency: "INR" },
  wallet: { minor: 12500_00, currency: "INR" },
};
