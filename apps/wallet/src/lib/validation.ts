import { isValidConsumerNumber, normalizeConsumerNumber } from "@repo/mock-data/billers";
import type { Biller } from "@repo/mock-data/types";
import { PHONE_LENGTH } from "./limits";

/**
 * Validation for the recharge and bill forms (amounts go through `amountProblem` in ledger.ts).
 * Each check returns the cleaned value or an error code; the codes are the keys of the screen's
 * `errors` copy, so the wording lives in the translations.
 */
export type Validation<T, E extends string> = { ok: true; value: T } | { ok: false; error: E };

export type MobileError = "mobile-required" | "mobile-length" | "mobile-invalid";

/** An Indian mobile number: ten digits starting with 6, 7, 8 or 9. */
export function validateMobileNumber(raw: string): Validation<string, MobileError> {
  const text = raw.replace(/[\s-]/g, "");
  if (!text) return { ok: false, error: "mobile-required" };
  if (!/^\d+$/.test(text)) return { ok: false, error: "mobile-invalid" };
  if (text.length !== PHONE_LENGTH) return { ok: false, error: "mobile-length" };
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
