import * as v from "valibot";
import { MAX_AMOUNT, NOTE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from "./limits";

/**
 * Query-string schemas for the send-money screens. TanStack Router JSON-parses each value first,
 * so `?amount=12` arrives as a number and `?recipient=9812345670` as one too. Every field falls
 * back to `undefined` when it is missing or invalid: the screen then explains what is wrong
 * instead of failing to render.
 */

export const TRANSFER_TYPES = ["phone", "upi", "bank", "international"] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

const transferType = v.picklist(TRANSFER_TYPES);

/** A short line of plain text; a number (a phone or account number) is read back as its digits. */
function plainText(maxLength: number) {
  return v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.transform(String))]),
    v.trim(),
    v.minLength(1),
    v.maxLength(maxLength),
    // Control characters (line breaks, NUL, ...) have no place in a one-line field.
    v.regex(/^[^\p{Cc}]*$/u),
  );
}

/** Whole rupees from 1 up to the per-transaction limit. */
export const amountSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
  v.maxValue(MAX_AMOUNT),
);

export const recipientSchema = plainText(RECIPIENT_MAX_LENGTH);
export const noteSchema = plainText(NOTE_MAX_LENGTH);

/** Transaction ids are `TXN` and ten digits. */
export const transactionIdSchema = v.pipe(v.string(), v.regex(/^TXN\d{10}$/));

function optional<T extends v.GenericSchema>(schema: T) {
  return v.fallback(v.optional(schema), undefined);
}

/** /send-money/enter-details: the method, plus anything a contact or a scanned QR prefills. */
export const enterDetailsSearch = v.object({
  type: optional(transferType),
  contact: optional(plainText(RECIPIENT_MAX_LENGTH)),
  recipient: optional(recipientSchema),
  amount: optional(amountSchema),
  note: optional(noteSchema),
});

/** /send-money/confirm: the spec's type, recipient, amount and note. */
export const confirmSearch = v.object({
  type: optional(transferType),
  recipient: optional(recipientSchema),
  amount: optional(amountSchema),
  note: optional(noteSchema),
});

/** /send-money/success: the spec's amount and recipient, plus the id of the ledger entry. */
export const successSearch = v.object({
  amount: optional(amountSchema),
  recipient: optional(recipientSchema),
  txn: optional(transactionIdSchema),
});

export type EnterDetailsSearch = v.InferOutput<typeof enterDetailsSearch>;
export type ConfirmSearch = v.InferOutput<typeof confirmSearch>;
export type SuccessSearch = v.InferOutput<typeof successSearch>;
