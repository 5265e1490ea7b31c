import type { Balances } from "./types";

/** Opening balances of the sample account, in rupees. */
export const balances: Balances = {
  bank: 38450,
  wallet: 12500,
};
