import * as v from "valibot";

import { businessUpiHandle, isValidVpa } from "./upi-id";

/**
 * A business's name and its own UPI ID, by one rule for the wallet's sign-up (local build) and
 * the server's `PUT /api/me/business` (connected build).
 */

/** Payment links and QR standees carry the name to the payer; they take names up to this long. */
export const BUSINESS_NAME_MAX = 50;

/** A business's name as it is kept: trimmed, not empty, at most `BUSINESS_NAME_MAX` long. */
export const BusinessName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "Enter the business's name."),
  v.maxLength(BUSINESS_NAME_MAX, `A business's name is at most ${BUSINESS_NAME_MAX} characters.`),
);

/** The part before the `@`: short enough to print on a standee and read out at a counter. */
const LOCAL_MAX = 32;

/** FNV-1a: a short, stable code for a name that has no Latin letters or digits. */
function nameCode(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, "0");
}

/**
 * A business's own UPI ID, made from the name it signed up with: "Lakshmi Tiffins" →
 * `lakshmi.tiffins@sangambiz` (accents dropped, other characters become dots). A name with too
 * few Latin letters or digits (one in Telugu script) gets `shop.` and a code of the name.
 * `attempt` 2, 3, … gives the next choices when the first is another business's (`lakshmi.tiffins2`),
 * as the server needs: each business's address is its own.
 */
export function businessVpa(name: string, attempt = 1): string {
  const suffix = attempt > 1 ? String(attempt) : "";
  const local = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .slice(0, LOCAL_MAX - suffix.length)
    .replace(/^\.+|\.+$/g, "");
  const base = local.length >= 3 ? local : `shop.${nameCode(name.trim())}`;
  const vpa = `${base}${suffix}@${businessUpiHandle}`;
  // Every branch above yields a valid UPI ID; the check keeps it so if the rules change.
  if (!isValidVpa(vpa)) throw new Error(`Not a UPI ID: ${vpa}`);
  return vpa;
}

/** A UPI ID the wallet gives a business: valid, and on the businesses' handle. */
export function isBusinessVpa(vpa: string): boolean {
  return isValidVpa(vpa) && vpa.endsWith(`@${businessUpiHandle}`);
}
