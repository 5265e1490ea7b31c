import { inr, type Money } from "./money";

/** What a verified account may send: per transfer and per day, in paise. */
export const PER_TRANSACTION_LIMIT: Money = inr(1_00_000_00);
export const PER_DAY_LIMIT: Money = inr(10_00_000_00);
/** The smallest transfer: ₹1. */
export const MIN_TRANSFER: Money = inr(1_00);
