import type { Money } from "./money";

// Written out rather than built with `inr()`: apps load these limits up front, and the money
// module's currency tables need not come with them.

/** What a verified account may send: per transfer and per day, in paise. */
export const PER_TRANSACTION_LIMIT: Money = { minor: 1_00_000_00, currency: "INR" };
export const PER_DAY_LIMIT: Money = { minor: 10_00_000_00, currency: "INR" };
/** The smallest transfer: ₹1. */
export const MIN_TRANSFER: Money = { minor: 1_00, currency: "INR" };
