/**
 * UPI payment links (`upi://pay?pa=...&pn=...&am=...&cu=INR&tn=...`), as NPCI's UPI linking
 * specification describes them and as payment apps print them in QR codes. Building and parsing
 * never throw: both return a typed result, because the input is a user's form or a scanned code.
 */

import { isValidVpa } from "@repo/forms/upi-id";

/** A payment request: who is paid (VPA), their name, and optionally an amount and a note. */
export type UpiPayment = {
  /** `pa`: the payee's virtual payment address, `user@handle`. */
  payeeAddress: string;
  /** `pn`: the payee's name as their bank registered it. */
  payeeName?: string;
  /** `am`: rupees, positive, at most two decimals. */
  amount?: number;
  /** `tn`: a short note for the payer. */
  note?: string;
  /** `mc`: a merchant's four-digit category code (a merchant QR carries one). */
  merchantCode?: string;
  /** `tr`: the merchant's reference for the payment or the QR. */
  reference?: string;
};

export type UpiError =
  /** Not a `upi://pay` link at all (another scheme, a web address, plain text). */
  | "not-upi-payment"
  /** The link has no payee address. */
  | "missing-payee"
  /** The payee address is not `user@handle`. */
  | "invalid-payee"
  /** The amount is not a positive number with at most two decimals. */
  | "invalid-amount"
  /** A currency other than INR: UPI pays in rupees only. */
  | "invalid-currency"
  /** Broken percent-encoding, repeated parameters, or an absurdly long payload. */
  | "malformed";

export type UpiResult<T> = { ok: true; value: T } | { ok: false; error: UpiError };

const AMOUNT = /^(?:0|[1-9]\d{0,9})(?:\.\d{1,2})?$/;
/** Far above any real payment link; stops a hostile QR from making us parse megabytes. */
const MAX_LENGTH = 2048;
const PREFIX = /^upi:\/\/pay(?:\/)?(?:\?|$)/i;
const CURRENCY = "INR";
const MERCHANT_CODE = /^\d{4}$/;
/** Letters, digits and hyphens, as merchants' references are printed (35 at most). */
const REFERENCE = /^[A-Za-z0-9-]{1,35}$/;

export { isValidVpa };

/** Parses an `am` value: a positive amount with at most two decimals, or undefined. */
export function parseUpiAmount(value: string): number | undefined {
  if (!AMOUNT.test(value)) return undefined;
  const amount = Number(value);
  return amount > 0 ? amount : undefined;
}

/** `am` as UPI apps print it: whole rupees bare, otherwise two decimals. */
export function formatUpiAmount(amount: number): string | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return parseUpiAmount(text) === amount ? text : undefined;
}

const ok = <T>(value: T): UpiResult<T> => ({ ok: true, value });
const fail = <T>(error: UpiError): UpiResult<T> => ({ ok: false, error });

/** Builds the link. Text is percent-encoded as UTF-8, so Telugu or Hindi names survive intact. */
export function buildUpiUri(payment: UpiPayment): UpiResult<string> {
  const payee = payment.payeeAddress.trim();
  if (!payee) return fail("missing-payee");
  if (!isValidVpa(payee)) return fail("invalid-payee");
  // A valid VPA has no character that needs escaping; apps print `@` as is.
  const parts = [`pa=${payee}`];
  const name = payment.payeeName?.trim();
  if (name) parts.push(`pn=${encodeURIComponent(name)}`);
  if (payment.merchantCode !== undefined) {
    if (!MERCHANT_CODE.test(payment.merchantCode)) return fail("malformed");
    parts.push(`mc=${payment.merchantCode}`);
  }
  if (payment.reference !== undefined) {
    if (!REFERENCE.test(payment.reference)) return fail("malformed");
    parts.push(`tr=${payment.reference}`);
  }
  if (payment.amount !== undefined) {
    const amount = formatUpiAmount(payment.amount);
    if (!amount) return fail("invalid-amount");
    parts.push(`am=${amount}`);
  }
  parts.push(`cu=${CURRENCY}`);
  const note = payment.note?.trim();
  if (note) parts.push(`tn=${encodeURIComponent(note)}`);
  return ok(`upi://pay?${parts.join("&")}`);
}

/** Query values as UPI QR codes carry them: `+` is a space in form-encoded payloads. */
function decodeValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " ")).trim();
  } catch {
    return undefined;
  }
}

/**
 * A payment link's query parameters by lower-case name, decoded; undefined when the link is
 * absurdly long, a value's percent-encoding is broken or a parameter is repeated. Shared by every
 * payment link a QR code may carry (UPI, SangamPay).
 */
export function paymentLinkParams(text: string): Map<string, string> | undefined {
  if (text.length > MAX_LENGTH) return undefined;
  const queryStart = text.indexOf("?");
  const query = queryStart === -1 ? "" : text.slice(queryStart + 1);
  const params = new Map<string, string>();
  for (const pair of query.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const key = (eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
    const value = decodeValue(eq === -1 ? "" : pair.slice(eq + 1));
    if (value === undefined || params.has(key)) return undefined;
    params.set(key, value);
  }
  return params;
}

/** What every payment link may add to its payee: a name (`pn`), an amount (`am`), a note (`tn`). */
export type PaymentExtras = { payeeName?: string; amount?: number; note?: string };

/**
 * A payment link's payee name, amount and note, as far as it gives them; "invalid-amount" when
 * its amount is not a positive sum with at most two decimals. Shared by UPI and SangamPay links.
 */
export function paymentExtras(params: Map<string, string>): PaymentExtras | "invalid-amount" {
  const extras: PaymentExtras = {};
  const name = params.get("pn");
  if (name) extras.payeeName = name;
  const rawAmount = params.get("am");
  if (rawAmount) {
    const amount = parseUpiAmount(rawAmount);
    if (amount === undefined) return "invalid-amount";
    extras.amount = amount;
  }
  const note = params.get("tn");
  if (note) extras.note = note;
  return extras;
}

/** Reads a scanned or typed payload. Unknown parameters (mc, tr, mode...) are ignored. */
export function parseUpiUri(input: string): UpiResult<UpiPayment> {
  const text = input.trim();
  if (text.length > MAX_LENGTH) return fail("malformed");
  if (!PREFIX.test(text)) return fail("not-upi-payment");
  const params = paymentLinkParams(text);
  if (!params) return fail("malformed");

  const payee = params.get("pa");
  if (!payee) return fail("missing-payee");
  if (!isValidVpa(payee)) return fail("invalid-payee");
  const currency = params.get("cu");
  if (currency && currency.toUpperCase() !== CURRENCY) return fail("invalid-currency");

  const extras = paymentExtras(params);
  if (extras === "invalid-amount") return fail(extras);
  return ok({ payeeAddress: payee, ...extras });
}
