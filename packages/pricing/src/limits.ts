import type { Money } from "./money";

// Written out rather than built with `inr()`: apps load these limits up front, and the money
// module's currency tables need not come with them.

/** What a verified account may send, per transfer and per day, and the smallest transfer. */
export type TransferLimits = { min: Money; perTransaction: Money; perDay: Money };

/** An Indian account's limits, in paise. */
export const INDIA_LIMITS: TransferLimits = {
  min: { minor: 1_00, currency: "INR" },
  perTransaction: { minor: 1_00_000_00, currency: "INR" },
  perDay: { minor: 10_00_000_00, currency: "INR" },
};

/** A Zambian account's limits, in ngwee (sample figures in the range Zambian wallets use). */
export const ZAMBIA_LIMITS: TransferLimits = {
  min: { minor: 1_00, currency: "ZMW" },
  perTransaction: { minor: 25_000_00, currency: "ZMW" },
  perDay: { minor: 100_000_00, currency: "ZMW" },
};

/** What a verified account may send: per transfer and per day, in paise. */
export const PER_TRANSACTION_LIMIT: Money = INDIA_LIMITS.perTransaction;
export const PER_DAY_LIMIT: Money = INDIA_LIMITS.perDay;
/** The smallest transfer: ₹1. */
export const MIN_TRANSFER: Money = INDIA_LIMITS.min;
