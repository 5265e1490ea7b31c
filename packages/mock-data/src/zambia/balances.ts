import type { Balances } from "../types";

/** Opening balances of the Zambian sample account, in kwacha. */
export const balances: Balances = {
  bank: { minor: 12480_00, currency: "ZMW" },
  wallet: { minor: 3250_00, currency: "ZMW" },
};
