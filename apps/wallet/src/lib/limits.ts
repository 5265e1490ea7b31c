import { homeCountries } from "@repo/pricing/home-countries";

/**
 * The wallet's fixed numbers in one place: lengths and timings. Payment limits are the ledger's
 * (`limitsOf` in @repo/ledger/limits).
 */

/** Indian mobile numbers: +91 is fixed, then exactly ten digits. */
export const COUNTRY_CODE = homeCountries.IN.mobile.callingCode;
export const PHONE_LENGTH = homeCountries.IN.mobile.length;
export const OTP_LENGTH = 6;
export const PIN_LENGTH = 6;

/** Timings, in milliseconds. */
export const SPLASH_DELAY_MS = 2500;
/** After the sixth PIN digit: to the confirm step, or from payment PIN to the receipt. */
export const AFTER_LAST_DIGIT_MS = 300;
/** After a matching PIN confirmation, before the dashboard opens. */
export const AFTER_PIN_CONFIRM_MS = 500;

/** Longest recipient (mobile number, UPI ID, account number, name) and note we accept. */
export const RECIPIENT_MAX_LENGTH = 50;
export const NOTE_MAX_LENGTH = 100;

/** Wrong PINs in a row (unlock, payment or change-PIN) before payments and unlocking pause. */
export const PIN_MAX_TRIES = 3;
/** How long they pause after the last wrong try. */
export const PIN_LOCKOUT_MINUTES = 5;
/** A signed-in wallet left in the background this long asks for the PIN again. */
export const APP_LOCK_AFTER_MINUTES = 3;
