import { isStateCode } from "./gst-states";

/**
 * GSTINs: two digits of state code, the holder's PAN (five letters, four digits, a letter), an
 * entity number, `Z`, and a check character computed from the first fourteen (base 36, weights
 * 1 and 2 alternating, digits of each product added).
 */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** A GSTIN's characters: state code, PAN, entity number, Z, check character. */
export const GSTIN_LENGTH = 15;
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first fourteen characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? "");
    if (value < 0) throw new Error("Not a GSTIN body");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN as typed, or null when it is sound. */
export type GstinProblem = "format" | "state" | "check";

/** Upper-cases and drops spaces: how a GSTIN is kept once typed. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

export function gstinProblem(text: string): GstinProblem | null {
  const gstin = normaliseGstin(text);
  if (!SHAPE.test(gstin)) return "format";
  if (!isStateCode(gstin.slice(0, 2))) return "state";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : "check";
}

/** The state code a sound GSTIN is registered in. */
export function gstinState(gstin: string): string {
  return normaliseGstin(gstin).slice(0, 2);
}
