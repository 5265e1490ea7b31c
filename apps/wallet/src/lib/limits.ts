import { homeCountries, homeCountryOfCurrency } from "@repo/pricing/home-countries";
import { MIN_TRANSFER, PER_DAY_LIMIT, PER_TRANSACTION_LIMIT } from "@repo/pricing/limits";

import { inr, type Money, toMajor, toRupees } from "./money";

/** The wallet's fixed numbers in one place: lengths, timings and payment limits. */

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

/** The limits the site's FAQ and calculator state, from the shared pricing data. */
export const MIN_PAYMENT = inr(MIN_TRANSFER.minor);
export const PER_PAYMENT_LIMIT = inr(PER_TRANSACTION_LIMIT.minor);
export const DAILY_LIMIT = inr(PER_DAY_LIMIT.minor);
/** The largest amount a link or field may carry, in whole rupees. */
export const MAX_AMOUNT = toRupees(PER_PAYMENT_LIMIT);
export const QUICK_AMOUNTS = homeCountries.IN.quickAmounts;

/** What a wallet in this home currency may pay, and the amounts its screens offer. */
export type PaymentLimits = {
  min: Money;
  perPayment: Money;
  perDay: Money;
  /** The largest amount a link or field may carry, in the currency's main unit. */
  maxMajor: number;
  quickAmounts: readonly number[];
};

/** The limits of the home country whose currency this is (India's for any other). */
export function limitsOf(currency: string): PaymentLimits {
  const country = homeCountryOfCurrency(currency) ?? homeCountries.IN;
  const { min, perTransaction, perDay } = country.limits;
  return {
    min,
    perPayment: perTransaction,
    perDay,
    maxMajor: toMajor(perTransaction),
    quickAmounts: country.quickAmounts,
  };
}

/** Longest recipient (mobile number, UPI ID, account number, name) and note we accept. */
export const RECIPIENT_MAX_LENGTH = 50;
export const NOTE_MAX_LENGTH = 100;

/** Wrong PINs in a row (unlock, payment or change-PIN) before payments and unlocking pause. */
export const PIN_MAX_TRIES = 3;
/** How long they pause after the last wrong try. */
export const PIN_LOCKOUT_MINUTES = 5;
/** A signed-in wallet left in the background this long asks for the PIN again. */
export const APP_LOCK_AFTER_MINUTES = 3;
