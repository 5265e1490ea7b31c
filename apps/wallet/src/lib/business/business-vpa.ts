import { businessUpiHandle } from "@repo/mock-data/link-keys";

import { isValidVpa } from "../upi";

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
 */
export function businessVpa(name: string): string {
  const local = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .slice(0, LOCAL_MAX)
    .replace(/^\.+|\.+$/g, "");
  const vpa = `${local.length >= 3 ? local : `shop.${nameCode(name.trim())}`}@${businessUpiHandle}`;
  // Every branch above yields a valid UPI ID; the check keeps it so if the rules change.
  if (!isValidVpa(vpa)) throw new Error(`Not a UPI ID: ${vpa}`);
  return vpa;
}

/** A UPI ID the wallet gives a business: valid, and on the businesses' handle. */
export function isBusinessVpa(vpa: string): boolean {
  return isValidVpa(vpa) && vpa.endsWith(`@${businessUpiHandle}`);
}
