import { MAX_AMOUNT, NOTE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from "./limits";
import { parseUpiUri, type UpiError } from "./upi";

/** What /send-money/enter-details is opened with after a scan. */
export type ScanSearch = {
  type: "upi";
  recipient: string;
  /** The payee's name as the code gives it, for the payer to check before paying. */
  name?: string;
  amount?: number;
  note?: string;
};

export type ScanTarget =
  | {
      ok: true;
      search: ScanSearch;
      /** The payee's name from the code (cleaned, as in `search.name`), to greet the payer with. */
      payeeName?: string;
      /** An amount the code asks for that is more than one payment may be. */
      amountNotice?: { reason: "over-limit"; amount: number };
    }
  | { ok: false; error: UpiError };

/** Longest text of a non-payment code that the screen quotes back. */
export const QUOTE_MAX_LENGTH = 80;

/**
 * Turns a scanned or typed payload into the send flow's prefill: type=upi, the payee's UPI ID
 * and, when the send flow can take it, the amount (rupees and paise within the limit) and note.
 */
export function scanTarget(payload: string): ScanTarget {
  const parsed = parseUpiUri(payload);
  if (!parsed.ok) return parsed;
  const { payeeAddress, payeeName, amount, note } = parsed.value;
  if (payeeAddress.length > RECIPIENT_MAX_LENGTH) return { ok: false, error: "invalid-payee" };

  const search: ScanSearch = { type: "upi", recipient: payeeAddress };
  const name = cleanPayeeName(payeeName);
  if (name) search.name = name;
  let amountNotice: { reason: "over-limit"; amount: number } | undefined;
  if (amount !== undefined) {
    if (amount > MAX_AMOUNT) amountNotice = { reason: "over-limit", amount };
    else search.amount = amount;
  }
  // One line of plain text: control characters go, and the note is cut to what the form takes.
  const cleanNote = note
    ?.replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, NOTE_MAX_LENGTH);
  if (cleanNote) search.note = cleanNote;
  return { ok: true, search, payeeName: name, amountNotice };
}

/**
 * Control characters and the invisible marks that reorder text (which could make a name read
 * as another) go; spaces collapse to one; the name is cut to what a recipient field takes.
 */
export function cleanPayeeName(name: string | undefined): string | undefined {
  const line = name
    ?.replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, RECIPIENT_MAX_LENGTH)
    .trim();
  return line || undefined;
}

/** A short, single-line quote of what a non-payment code says. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > QUOTE_MAX_LENGTH ? `${line.slice(0, QUOTE_MAX_LENGTH - 1)}…` : line;
}
