import { COUNTRY_CODE } from "./limits";

/** "9876543210" → "+91 98765 43210", the way Indian numbers are read out. */
export function formatPhone(phone: string): string {
  const national = phone.length === 10 ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
  return `${COUNTRY_CODE} ${national}`;
}

/** Keeps only digits, at most `max` of them: what a digits-only field accepts. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}

/** A mobile number as typed or pasted: a leading +91 is the fixed country code, not part of it. */
export function nationalNumber(value: string, max: number): string {
  const withoutCode = value.trim().startsWith(COUNTRY_CODE)
    ? value.trim().slice(COUNTRY_CODE.length)
    : value;
  return digitsOnly(withoutCode, max);
}

/**
 * A mobile number as people paste it (`+91 98765-43210`, `098765 43210`, `(987) 654 3210`):
 * separators go, and a leading +91, 91 or 0 before ten digits is dropped.
 */
export function normaliseMobile(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, "");
  if (compact.startsWith(COUNTRY_CODE)) return compact.slice(COUNTRY_CODE.length);
  if (/^91\d{10}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}
