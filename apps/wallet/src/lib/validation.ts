import { isValidConsumerNumber, normalizeConsumerNumber } from "@repo/mock-data/billers";
import type { Biller } from "@repo/mock-data/types";

/**
 * Validation for the wallet's forms. Each check returns the cleaned value or an error code; the
 * codes are the keys of the screen's `errors` copy, so the wording lives in the translations.
 */
export type Validation<T, E extends string> = { ok: true; value: T } | { ok: false; error: E };

/** FAQ: verified accounts can move up to ₹1,00,000 per transaction. */
export const PER_TRANSACTION_LIMIT = 100_000;
/** FAQ: and up to ₹10,00,000 a day. */
export const DAILY_LIMIT = 1_000_000;

/** Keeps digits only, at most `maxLength` of them: what amount and number fields accept. */
export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, "");
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

export type AmountError = "amount-required" | "amount-invalid" | "amount-over-limit";

/** A whole-rupee amount from 1 to the per-transaction limit. */
export function validateAmount(
  raw: string,
  limit = PER_TRANSACTION_LIMIT,
): Validation<number, AmountError> {
  const text = raw.trim();
  if (!text) return { ok: false, error: "amount-required" };
  if (!/^\d+$/.test(text)) return { ok: false, error: "amount-invalid" };
  const amount = Number(text);
  if (amount < 1) return { ok: false, error: "amount-invalid" };
  if (amount > limit) return { ok: false, error: "amount-over-limit" };
  return { ok: true, value: amount };
}

export type MobileError = "mobile-required" | "mobile-length" | "mobile-invalid";

/** An Indian mobile number: ten digits starting with 6, 7, 8 or 9. */
export function validateMobileNumber(raw: string): Validation<string, MobileError> {
  const text = raw.replace(/[\s-]/g, "");
  if (!text) return { ok: false, error: "mobile-required" };
  if (!/^\d+$/.test(text)) return { ok: false, error: "mobile-invalid" };
  if (text.length !== 10) return { ok: false, error: "mobile-length" };
  if (!/^[6-9]/.test(text)) return { ok: false, error: "mobile-invalid" };
  return { ok: true, value: text };
}

export type ConsumerNumberError = "consumer-required" | "consumer-format";

/** A consumer number in the biller's format, cleaned of spaces and dashes. */
export function validateConsumerNumber(
  biller: Biller,
  raw: string,
): Validation<string, ConsumerNumberError> {
  const text = normalizeConsumerNumber(raw);
  if (!text) return { ok: false, error: "consumer-required" };
  if (!isValidConsumerNumber(biller, text)) return { ok: false, error: "consumer-format" };
  return { ok: true, value: text };
}
