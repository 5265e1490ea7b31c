import type { PersonalKind } from "@repo/ledger/kinds";
import { LIMITS } from "@repo/ledger/limits";
import { toMajor } from "@repo/ledger/money";
import * as v from "valibot";

import { NOTE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from "./limits";

/**
 * Query-string schemas for the send-money screens. Values arrive as text (lib/url-search.ts);
 * links built in code may hand numbers over directly, so both forms are accepted. Every field falls
 * back to `undefined` when it is missing or invalid: the screen then explains what is wrong
 * instead of failing to render.
 */

/** Every way to send; a Zambian account sends by "mobileMoney" where an Indian one has "upi". */
export const TRANSFER_TYPES = ["phone", "upi", "bank", "international", "mobileMoney"] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/** The ledger's kind of each way to send. */
export const TRANSFER_KINDS = {
  phone: "mobile",
  upi: "upi",
  bank: "bank-account",
  international: "international",
  mobileMoney: "mobile-money",
} as const satisfies Record<TransferType, PersonalKind>;

const transferType = v.picklist(TRANSFER_TYPES);

/** A phone or account number handed over as a number in code: read it back as its digits. */
const digitsAsText = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;

/** `"500"` or `"12.50"` (an amount as text, at most two decimals) counts as that number. */
const textAsNumber = (value: unknown) =>
  typeof value === "string" && /^\d{1,9}(?:\.\d{1,2})?$/.test(value) ? Number(value) : value;

/** A short line of plain text. */
function plainText(maxLength: number) {
  return v.pipe(
    v.unknown(),
    v.transform(digitsAsText),
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(maxLength),
    // Control characters (line breaks, NUL, ...) have no place in a one-line field.
    v.regex(/^[^\p{Cc}]*$/u),
  );
}

/** Rupees (paise as up to two decimals) from 1 up to the per-payment limit. */
export const amountSchema = v.pipe(
  v.unknown(),
  v.transform(textAsNumber),
  v.number(),
  // At most two decimals: a whole number of paise.
  v.check((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6),
  v.minValue(1),
  v.maxValue(toMajor(LIMITS.INR.perPayment)),
);

export const recipientSchema = plainText(RECIPIENT_MAX_LENGTH);
/** The payee's name a scanned code gave, shown beside the UPI ID; no marks that reorder text. */
const payeeNameSchema = v.pipe(
  recipientSchema,
  v.regex(/^[^\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/),
);
export const noteSchema = plainText(NOTE_MAX_LENGTH);

/**
 * Transaction ids are `TXN` and ten digits (made by this browser's ledger), or the UUID the
 * connected wallet's client made for a transfer on the server.
 */
export const transactionIdSchema = v.pipe(
  v.string(),
  v.regex(/^(TXN\d{10}|[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})$/),
);

function optional<T extends v.GenericSchema>(schema: T) {
  return v.fallback(v.optional(schema), undefined);
}

/**
 * A bank transfer's branch code and account holder. Their rules are checked by the screens
 * (lib/validation.ts), which say what is wrong; here they are only kept short and plain.
 */
const ifscSchema = plainText(11);
const sortCodeSchema = plainText(8);
const holderSchema = plainText(RECIPIENT_MAX_LENGTH);

/**
 * Abroad: the destination's ISO country code (which codes we send to is checked on the
 * international screens, which load the list), how it arrives, and a mobile-money network.
 */
const countrySchema = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/), v.toUpperCase());
const deliverySchema = v.picklist(["mobileMoney", "bank", "upi"]);
const networkSchema = plainText(40);

/**
 * /send-money/confirm: how to send, the recipient (with the name a scanned code gave it), amount
 * and note, and for a bank transfer the IFSC and the account holder's name; abroad, the country,
 * delivery method and network too (the holder is the recipient's name). enter-details keeps the
 * same fields in its own entry before confirm opens, so Back finds everything typed.
 */
export const confirmSearch = v.object({
  type: optional(transferType),
  recipient: optional(recipientSchema),
  name: optional(payeeNameSchema),
  amount: optional(amountSchema),
  note: optional(noteSchema),
  ifsc: optional(ifscSchema),
  sortCode: optional(sortCodeSchema),
  holder: optional(holderSchema),
  country: optional(countrySchema),
  delivery: optional(deliverySchema),
  network: optional(networkSchema),
});

/** /send-money/enter-details: what confirm takes, plus a contact to pay. */
export const enterDetailsSearch = v.object({
  ...confirmSearch.entries,
  contact: optional(plainText(RECIPIENT_MAX_LENGTH)),
});

/** /send-money/success: the amount and recipient, plus the id of the ledger entry. */
export const successSearch = v.object({
  amount: optional(amountSchema),
  recipient: optional(recipientSchema),
  txn: optional(transactionIdSchema),
});

export type EnterDetailsSearch = v.InferOutput<typeof enterDetailsSearch>;
export type ConfirmSearch = v.InferOutput<typeof confirmSearch>;
export type SuccessSearch = v.InferOutput<typeof successSearch>;
