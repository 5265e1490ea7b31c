/**
 * IBAN check (ISO 13616): the country's length, then mod 97 of the rearranged number must be 1.
 * Spaces are ignored and letters may be lower case. `expectedLength` comes from the corridor.
 */
export type IbanResult =
  | { ok: true; iban: string }
  | { ok: false; reason: "characters" | "country" | "length" | "checksum" };

export function checkIban(input: string, country: string, expectedLength: number): IbanResult {
  const iban = input.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, reason: "characters" };
  if (iban.slice(0, 2) !== country.toUpperCase()) return { ok: false, reason: "country" };
  if (iban.length !== expectedLength) return { ok: false, reason: "length" };
  return ibanRemainder(iban) === 1 ? { ok: true, iban } : { ok: false, reason: "checksum" };
}

/** Moves the first four characters to the end, reads letters as 10–35, and folds mod 97. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** An IBAN in groups of four, as it is printed ("GB82 WEST 1234 ..."). */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}
