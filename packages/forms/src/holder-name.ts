/**
 * An account's registered name: what the people who pay it and whom it pays see (UPI's payee
 * name), so one rule for the wallet that asks and the API that keeps it. No wording here: a
 * refusal is a problem key the caller turns into words.
 */
export const holderNameLimits = { min: 2, max: 80 } as const;

export type HolderNameProblem = "required" | "tooShort" | "tooLong" | "letters" | "reserved";

/** The name as kept: Unicode NFC, trimmed, runs of spaces made one. */
export function tidyHolderName(typed: string): string {
  return typed.normalize("NFC").trim().replace(/\s+/gu, " ");
}

/** Letters of any script (with their combining marks), spaces, and . ' ’ - between words. */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** Our own name is not a person's: a payee called "SangamPay Support" is a fraudster's. */
const RESERVED = /sangam\s*pay/iu;

/** What is wrong with a typed name, or null when it can be kept (after `tidyHolderName`). */
export function holderNameProblem(typed: string): HolderNameProblem | null {
  const name = tidyHolderName(typed);
  if (!name) return "required";
  const length = Array.from(name).length;
  if (length < holderNameLimits.min) return "tooShort";
  if (length > holderNameLimits.max) return "tooLong";
  if (!NAME.test(name)) return "letters";
  if (RESERVED.test(name)) return "reserved";
  return null;
}
