import {
  type Corridor,
  corridorFor,
  type DeliveryMethod,
  deliveryTime,
  usualCorridor,
} from "@repo/pricing/corridors";
import { homeCountries, isHomeCountryCode } from "@repo/pricing/home-countries";
import { checkIban } from "@repo/pricing/iban";
import { type MobileProblem, normaliseMobile } from "@repo/pricing/mobile-number";
import type { Quote } from "@repo/pricing/quote";
import type { HomeCurrency } from "@repo/pricing/rates";

import type { CrossBorder, PaymentInput } from "./ledger";
import {
  type IfscError,
  type UpiIdError,
  validateAccountNumber,
  validateHolderName,
  validateIfsc,
  validateUpiId,
} from "./validation";

/**
 * The rules of money sent abroad, for the international screens only (they load the country list
 * and the quote maths with them): the destination, how it arrives, who receives it.
 */

/**
 * The corridor a link asks for from the home currency (rupees unless given), or that home's
 * usual destination (Zambia from India, India from Zambia) when it names none or one we do not
 * send to.
 */
export function corridorOrDefault(
  country: string | undefined,
  from: HomeCurrency = "INR",
): Corridor {
  return (country ? corridorFor(country, from) : undefined) ?? usualCorridor[from];
}

/** The delivery method asked for when the country offers it, else the country's usual one. */
export function deliveryFor(corridor: Corridor, wanted: string | undefined): DeliveryMethod {
  const methods: readonly DeliveryMethod[] = corridor.methods;
  return methods.find((method) => method === wanted) ?? methods[0] ?? "bank";
}

export type RecipientFields = {
  name: string;
  /** A mobile-money number, an account number or an IBAN, by the delivery method. */
  number: string;
  /** The network picked, where the number does not tell it (mobile money outside Zambia). */
  network?: string;
  /** The branch's IFSC, for a bank account in India. */
  ifsc?: string;
};

export type RecipientErrors = {
  name?: "name-required" | "name-invalid";
  number?:
    | MobileProblem
    | UpiIdError
    | "mobile-invalid"
    | "account-required"
    | "account-invalid"
    | "iban-characters"
    | "iban-country"
    | "iban-length"
    | "iban-checksum";
  network?: "network-required";
  ifsc?: IfscError;
};

export type Recipient = { name: string; number: string; network?: string; ifsc?: string };

export type RecipientCheck =
  { ok: true; value: Recipient } | { ok: false; errors: RecipientErrors };

/** How many digits a mobile number abroad has with its country code (a + allowed in front). */
export const ABROAD_MOBILE_DIGITS = { min: 7, max: 15 } as const;
/** How many letters or digits a bank account number has outside IBAN countries. */
export const ABROAD_ACCOUNT_LENGTH = { min: 5, max: 34 } as const;
const MOBILE = new RegExp(`^\\+?(\\d{${ABROAD_MOBILE_DIGITS.min},${ABROAD_MOBILE_DIGITS.max}})$`);
const ACCOUNT = new RegExp(`^[A-Z0-9]{${ABROAD_ACCOUNT_LENGTH.min},${ABROAD_ACCOUNT_LENGTH.max}}$`);

function checkNumber(
  corridor: Corridor,
  delivery: DeliveryMethod,
  fields: RecipientFields,
):
  | { ok: true; number: string; network?: string; ifsc?: string }
  | { ok: false; errors: RecipientErrors } {
  const compact = fields.number.replace(/[\s\-().]/g, "");
  if (delivery === "upi") {
    // A UPI ID in India, by the rule the wallet checks every UPI ID with.
    const upi = validateUpiId(fields.number);
    return upi.ok ? { ok: true, number: upi.value } : { ok: false, errors: { number: upi.error } };
  }
  if (corridor.country === "IN") {
    // An Indian bank account: its number by India's rule, and the branch's IFSC.
    const account = validateAccountNumber(fields.number);
    const ifsc = validateIfsc(fields.ifsc ?? "");
    if (account.ok && ifsc.ok) return { ok: true, number: account.value, ifsc: ifsc.value };
    const errors: RecipientErrors = {};
    if (!account.ok) errors.number = account.error;
    if (!ifsc.ok) errors.ifsc = ifsc.error;
    return { ok: false, errors };
  }
  if (delivery === "mobileMoney") {
    if (isHomeCountryCode(corridor.country)) {
      // A home country's number, by its own rule: the network is told from its first digits.
      const { mobile } = homeCountries[corridor.country];
      const read = normaliseMobile(fields.number, mobile);
      return read.ok
        ? { ok: true, number: mobile.callingCode + read.value, network: read.network }
        : { ok: false, errors: { number: read.problem } };
    }
    const errors: RecipientErrors = {};
    const digits = MOBILE.exec(compact)?.[1];
    if (!compact) errors.number = "required";
    else if (!digits) errors.number = "mobile-invalid";
    const networks: readonly string[] = corridor.networks ?? [];
    const network = networks.find((name) => name === fields.network);
    if (!network) errors.network = "network-required";
    return digits && network ? { ok: true, number: `+${digits}`, network } : { ok: false, errors };
  }
  if (corridor.ibanLength) {
    const iban = checkIban(compact, corridor.country, corridor.ibanLength);
    if (iban.ok) return { ok: true, number: iban.iban };
    return { ok: false, errors: { number: compact ? `iban-${iban.reason}` : "account-required" } };
  }
  const account = compact.toUpperCase();
  if (!account) return { ok: false, errors: { number: "account-required" } };
  return ACCOUNT.test(account)
    ? { ok: true, number: account }
    : { ok: false, errors: { number: "account-invalid" } };
}

/**
 * The recipient abroad: their name as their account has it, and the number their money goes to,
 * checked by how it arrives — a home country's mobile number (its network told from the prefix), a
 * mobile number elsewhere with its network picked, an IBAN where the country uses them, or an
 * account number. Returns the cleaned values or one error code per field.
 */
export function checkRecipient(
  corridor: Corridor,
  delivery: DeliveryMethod,
  fields: RecipientFields,
): RecipientCheck {
  const name = validateHolderName(fields.name);
  const number = checkNumber(corridor, delivery, fields);
  if (name.ok && number.ok) {
    return {
      ok: true,
      value: {
        name: name.value,
        number: number.number,
        network: number.network,
        ...(number.ifsc ? { ifsc: number.ifsc } : {}),
      },
    };
  }
  const errors: RecipientErrors = number.ok ? {} : { ...number.errors };
  if (!name.ok) errors.name = name.error === "holder-required" ? "name-required" : "name-invalid";
  return { ok: false, errors };
}

/**
 * What the ledger keeps of a quote: where it goes, what arrives and at which rate, and the
 * corridor's delivery time for the method chosen (the payment is on its way until then).
 */
export function crossBorderOf(
  quote: Quote,
  delivery: DeliveryMethod,
  network: string | undefined,
): CrossBorder {
  const corridor = corridorOrDefault(quote.country, quote.send.currency as HomeCurrency);
  return {
    country: quote.country,
    receive: quote.receive,
    rate: quote.rate,
    midRate: quote.midRate,
    marginBps: quote.marginBps,
    delivery,
    estimate: deliveryTime(corridor, delivery),
    ...(network ? { network } : {}),
  };
}

/** The payment the confirm step puts to the ledger for a quote to a checked recipient. */
export function crossBorderPayment(
  quote: Quote,
  delivery: DeliveryMethod,
  recipient: Recipient,
): PaymentInput {
  return {
    kind: "international",
    transfer: "international",
    recipient: recipient.number,
    name: recipient.name,
    amount: quote.send,
    ...(recipient.ifsc ? { ifsc: recipient.ifsc } : {}),
    crossBorder: crossBorderOf(quote, delivery, recipient.network),
  };
}
