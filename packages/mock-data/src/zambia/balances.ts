import type { Balances } from "../types";

/** Opening balances of the Zambian sample account, in kwacha. */
export const balances: Balances = {
  bank: 12_480,
  wallet: 3_250,
};
