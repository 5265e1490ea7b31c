import { limitsOf } from "@repo/ledger/limits";
import { toMajor } from "@repo/ledger/money";
import { homeCountries, type HomeCountry, type HomePayments } from "@repo/pricing/home-countries";

import { NOTE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from "./limits";
import { isSangamPayUri, parseSangamPayUri, type SangamPayError } from "./qr-sangampay";
import { parseUpiUri, type UpiError } from "./upi";

/** What /send-money/enter-details is opened with after a scan. */
export type ScanSearch = {
  /** A UPI ID (an Indian account) or a SangamPay number (a Zambian account). */
  type: "upi" | "phone";
  recipient: string;
  /** The payee's name as the code gives it, for the payer to check before paying. */
  name?: string;
  /** In the home currency's main unit. */
  amount?: number;
  note?: string;
};

/**
 * Why a code opens no payment: a UPI or SangamPay link's own problem, or a good link that belongs
 * to the other home country (UPI is Indian; a SangamPay number here is Zambian).
 */
export type ScanError = UpiError | SangamPayError | "upi-in-zambia" | "zambian-code-in-india";

export type ScanTarget =
  | {
      ok: true;
      search: ScanSearch;
      /** The payee's name from the code (cleaned, as in `search.name`), to greet the payer with. */
      payeeName?: string;
      /** An amount the code asks for that is more than one payment may be (in the main unit). */
      amountNotice?: { reason: "over-limit"; amount: number };
    }
  | { ok: false; error: ScanError };

/** Longest text of a non-payment code that the screen quotes back. */
export const QUOTE_MAX_LENGTH = 80;

/** The code's payee and extras, before the home country's limits apply. */
type Read = {
  search: ScanSearch;
  payeeName?: string;
  amount?: number;
  note?: string;
};

type ReadResult = { ok: true; value: Read } | { ok: false; error: ScanError };

/**
 * What each payment code reads (the account's home country's `payments.code`). A UPI account
 * reads UPI links; a SangamPay number's link belongs to a wallet without UPI (Zambia's). A
 * SangamPay account reads SangamPay links; a UPI link belongs to India.
 */
const readers: Record<HomePayments["code"], (payload: string) => ReadResult> = {
  upi: (payload) => {
    if (isSangamPayUri(payload)) return { ok: false, error: "zambian-code-in-india" };
    const parsed = parseUpiUri(payload);
    if (!parsed.ok) return parsed;
    const { payeeAddress, payeeName, amount, note } = parsed.value;
    if (payeeAddress.length > RECIPIENT_MAX_LENGTH) return { ok: false, error: "invalid-payee" };
    const search: ScanSearch = { type: "upi", recipient: payeeAddress };
    return { ok: true, value: { search, payeeName, amount, note } };
  },
  sangamPay: (payload) => {
    if (!isSangamPayUri(payload)) {
      const upi = parseUpiUri(payload);
      return {
        ok: false,
        error:
          !upi.ok && upi.error === "not-upi-payment" ? "not-sangampay-payment" : "upi-in-zambia",
      };
    }
    const parsed = parseSangamPayUri(payload);
    if (!parsed.ok) return parsed;
    const { number, payeeName, amount, note } = parsed.value;
    const search: ScanSearch = { type: "phone", recipient: number };
    return { ok: true, value: { search, payeeName, amount, note } };
  },
};

/**
 * Turns a scanned or typed payload into the send flow's prefill. An Indian account pays UPI
 * codes (type=upi, the payee's UPI ID); a Zambian account pays SangamPay codes (type=phone, the
 * payee's number). When the send flow can take it, the amount (within the home country's
 * per-payment limit) and the note come along.
 */
export function scanTarget(payload: string, home: HomeCountry = homeCountries.IN): ScanTarget {
  const result = readers[home.payments.code](payload);
  if (!result.ok) return result;
  const { search, payeeName, amount, note } = result.value;
  const name = cleanPayeeName(payeeName);
  if (name) search.name = name;
  let amountNotice: { reason: "over-limit"; amount: number } | undefined;
  if (amount !== undefined) {
    const max = toMajor(limitsOf(home.currency).perPayment);
    if (amount > max) amountNotice = { reason: "over-limit", amount };
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
