import { homeCountries } from "@repo/pricing/home-countries";
import { normaliseMobile } from "@repo/pricing/mobile-number";

import { formatUpiAmount, type PaymentExtras, paymentExtras, paymentLinkParams } from "./upi";

/**
 * SangamPay payment links, which a Zambian wallet's receive screen prints in its QR code where an
 * Indian wallet prints a UPI link (Zambia has no UPI): `sangampay://pay?to=260971234567&pn=...
 * &am=250&cu=ZMW&tn=...`. `to` is the payee's SangamPay number (their Zambian mobile number), `am`
 * kwacha with at most two decimals. Building and reading never throw: the input is a scanned code.
 */
export type SangamPayPayment = {
  /** The payee's nine-digit national number. */
  number: string;
  /** The mobile network the number belongs to. */
  network: string;
} & PaymentExtras; // the amount in kwacha

export type SangamPayError =
  /** Not a `sangampay://pay` link at all. */
  | "not-sangampay-payment"
  /** The link has no `to`. */
  | "missing-number"
  /** `to` is not a Zambian mobile number. */
  | "invalid-number"
  /** The amount is not a positive amount with at most two decimals. */
  | "invalid-amount"
  /** A currency other than the kwacha. */
  | "invalid-currency"
  /** Broken percent-encoding, repeated parameters, or an absurdly long payload. */
  | "malformed";

export type SangamPayResult<T> = { ok: true; value: T } | { ok: false; error: SangamPayError };

const PREFIX = /^sangampay:\/\/pay\/?(?:\?|$)/i;
const { currency: CURRENCY, mobile: ZAMBIAN_MOBILE } = homeCountries.ZM;

const fail = <T>(error: SangamPayError): SangamPayResult<T> => ({ ok: false, error });

/** Whether a payload is meant as a SangamPay link (whatever else is wrong with it). */
export function isSangamPayUri(text: string): boolean {
  return PREFIX.test(text.trim());
}

/** The link for a payee's number (any way it is written), name, amount and note. */
export function buildSangamPayUri(
  payment: Omit<SangamPayPayment, "network" | "number"> & { number: string },
): SangamPayResult<string> {
  const mobile = normaliseMobile(payment.number, ZAMBIAN_MOBILE);
  if (!mobile.ok) return fail(mobile.problem === "required" ? "missing-number" : "invalid-number");
  const parts = [`to=${ZAMBIAN_MOBILE.callingCode.slice(1)}${mobile.value}`];
  const name = payment.payeeName?.trim();
  if (name) parts.push(`pn=${encodeURIComponent(name)}`);
  if (payment.amount !== undefined) {
    const amount = formatUpiAmount(payment.amount);
    if (!amount) return fail("invalid-amount");
    parts.push(`am=${amount}`);
  }
  parts.push(`cu=${CURRENCY}`);
  const note = payment.note?.trim();
  if (note) parts.push(`tn=${encodeURIComponent(note)}`);
  return { ok: true, value: `sangampay://pay?${parts.join("&")}` };
}

/** Reads a scanned or typed SangamPay link. Unknown parameters are ignored. */
export function parseSangamPayUri(input: string): SangamPayResult<SangamPayPayment> {
  const text = input.trim();
  if (!PREFIX.test(text)) return fail("not-sangampay-payment");
  const params = paymentLinkParams(text);
  if (!params) return fail("malformed");
  const to = params.get("to");
  if (!to) return fail("missing-number");
  // Digits only (a + in front allowed): the number is not free text.
  const mobile = /^\+?\d+$/.test(to) ? normaliseMobile(to, ZAMBIAN_MOBILE) : undefined;
  if (!mobile?.ok) return fail("invalid-number");
  const currency = params.get("cu");
  if (currency && currency.toUpperCase() !== CURRENCY) return fail("invalid-currency");

  const extras = paymentExtras(params);
  if (extras === "invalid-amount") return fail(extras);
  return { ok: true, value: { number: mobile.value, network: mobile.network!, ...extras } };
}
