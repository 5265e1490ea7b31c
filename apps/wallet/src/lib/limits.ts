/** The spec's numbers (sections 5 and 9) in one place. */

/** Indian mobile numbers: +91 is fixed, then exactly ten digits. */
export const COUNTRY_CODE = "+91";
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PIN_LENGTH = 6;

/** Spec timings, in milliseconds. */
export const SPLASH_DELAY_MS = 2500;
/** After the sixth PIN digit: to the confirm step, or from payment PIN to the receipt. */
export const AFTER_LAST_DIGIT_MS = 300;
/** After a matching PIN confirmation, before the dashboard opens. */
export const AFTER_PIN_CONFIRM_MS = 500;

/** The FAQ's per-transaction limit for verified accounts: ₹1,00,000. */
export const MAX_AMOUNT = 100_000;
export const QUICK_AMOUNTS = [500, 1000, 2000, 5000] as const;

/** Longest recipient (mobile number, UPI ID, account number, name) and note we accept. */
export const RECIPIENT_MAX_LENGTH = 50;
export const NOTE_MAX_LENGTH = 100;
