/**
 * UPI IDs (virtual payment addresses) as NPCI defines them, and the handle SangamPay gives the
 * businesses that sign up: no schema library here, so the wallet's first screens can read it.
 */

/** The UPI handle of the businesses that sign up in the wallet: `lakshmi.tiffins@sangambiz`. */
export const businessUpiHandle = "sangambiz";

/** NPCI: 2-256 characters of letters, digits, dot, hyphen, underscore, then `@` and the PSP handle. */
const VPA = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/i;

export function isValidVpa(value: string): boolean {
  return VPA.test(value);
}
