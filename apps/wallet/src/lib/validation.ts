import { bankNameForIfsc } from "@repo/mock-data/banks";
import { isValidConsumerNumber, normalizeConsumerNumber } from "@repo/mock-data/billers";
import type { Biller } from "@repo/mock-data/types";
import { checkSortCode, checkZambianAccount } from "@repo/mock-data/zambian-banks";
import {
  homeCountries,
  type HomeCountry,
  type HomeCountryCode,
  sendsAtHome,
} from "@repo/pricing/home-countries";

import { RECIPIENT_MAX_LENGTH } from "./limits";
import { type MobileProblem, type MobileRule, normaliseMobile } from "./phone";
import type { TransferType } from "./send-money-search";
import { isValidVpa } from "./upi";

/**
 * Validation of who is paid: recipients of send money, recharge numbers and consumer numbers
 * (amounts go through `checkPayment` in ledger.ts).
 * Each check returns the cleaned value or an error code; the codes are the keys of the screen's
 * `errors` copy, so the wording lives in the translations.
 */
export type Validation<T, E extends string> = { ok: true; value: T } | { ok: false; error: E };

export type MobileError =
  | "mobile-required"
  | "mobile-digits"
  | "mobile-country"
  | "mobile-length"
  | "mobile-invalid"
  | "mobile-repeated"
  | "mobile-network";

const mobileErrors: Record<MobileProblem, MobileError> = {
  required: "mobile-required",
  digits: "mobile-digits",
  country: "mobile-country",
  length: "mobile-length",
  "first-digit": "mobile-invalid",
  repeated: "mobile-repeated",
  network: "mobile-network",
};

/**
 * A mobile number (an Indian one unless another rule is given), read by the one rule
 * (`@repo/pricing/mobile-number`), with the network its first digits name where they name one.
 */
export function validateMobileNumber(
  raw: string,
  rule?: MobileRule,
): Validation<string, MobileError> & { network?: string } {
  const mobile = normaliseMobile(raw, rule);
  return mobile.ok ? mobile : { ok: false, error: mobileErrors[mobile.problem] };
}

export type ConsumerNumberError = "consumer-required" | "consumer-format";

/** A consumer number in the biller's format, cleaned of spaces and dashes. */
export function validateConsumerNumber(
  biller: Biller,
  raw: string,
): Validation<string, ConsumerNumberError> {
  const text = normalizeConsumerNumber(raw, biller);
  if (!text) return { ok: false, error: "consumer-required" };
  if (!isValidConsumerNumber(biller, text)) return { ok: false, error: "consumer-format" };
  return { ok: true, value: text };
}

export type UpiIdError = "upi-required" | "upi-invalid";

/** A UPI ID (`name@bank`), by the same rule the scan screen reads QR codes with. */
export function validateUpiId(raw: string): Validation<string, UpiIdError> {
  const text = raw.trim();
  if (!text) return { ok: false, error: "upi-required" };
  if (!isValidVpa(text)) return { ok: false, error: "upi-invalid" };
  return { ok: true, value: text };
}

/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_LENGTH = { min: 9, max: 18 } as const;

export type AccountError = "account-required" | "account-invalid";

export function validateAccountNumber(raw: string): Validation<string, AccountError> {
  const text = raw.replace(/[\s-]/g, "");
  if (!text) return { ok: false, error: "account-required" };
  const { min, max } = ACCOUNT_NUMBER_LENGTH;
  if (!new RegExp(`^\\d{${min},${max}}$`).test(text))
    return { ok: false, error: "account-invalid" };
  return { ok: true, value: text };
}

export type AccountConfirmError = "confirm-required" | "confirm-mismatch";

/** The account number typed a second time must be the same digits. */
export function validateAccountConfirmation(
  account: string,
  raw: string,
): Validation<string, AccountConfirmError> {
  const text = raw.replace(/[\s-]/g, "");
  if (!text) return { ok: false, error: "confirm-required" };
  if (text !== account.replace(/[\s-]/g, "")) return { ok: false, error: "confirm-mismatch" };
  return { ok: true, value: text };
}

export type IfscError = "ifsc-required" | "ifsc-invalid";

/** An IFSC: the bank's four letters, a zero, then six letters or digits for the branch. */
export function validateIfsc(raw: string): Validation<string, IfscError> {
  const text = raw.trim().toUpperCase();
  if (!text) return { ok: false, error: "ifsc-required" };
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(text)) return { ok: false, error: "ifsc-invalid" };
  return { ok: true, value: text };
}

export type HolderError = "holder-required" | "holder-invalid";

/** The account holder's name as the bank has it: letters, spaces, dots, apostrophes, hyphens. */
export function validateHolderName(raw: string): Validation<string, HolderError> {
  const text = raw.trim().replace(/\s+/g, " ");
  if (!text) return { ok: false, error: "holder-required" };
  if (text.length > RECIPIENT_MAX_LENGTH || !/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(text)) {
    return { ok: false, error: "holder-invalid" };
  }
  return { ok: true, value: text };
}

export type TransferFields = {
  recipient: string;
  /** The account number typed again (bank transfers). */
  confirm?: string;
  ifsc?: string;
  /** A bank branch's sort code (bank transfers where branches have one: Zambia's). */
  sortCode?: string;
  holder?: string;
};

export type SortCodeError = Extract<ReturnType<typeof checkSortCode>, { ok: false }>["reason"];

export const isSortCodeError = (error: string): error is SortCodeError =>
  error.startsWith("sort-code-");

export type TransferErrors = {
  recipient?: MobileError | UpiIdError | AccountError | "account-digits" | "self-payment";
  confirm?: AccountConfirmError;
  ifsc?: IfscError;
  sortCode?: SortCodeError;
  holder?: HolderError;
};

export type Transfer = {
  recipient: string;
  ifsc?: string;
  holder?: string;
  /** A branch sort code, and the sample bank it names. */
  sortCode?: string;
  /** The number's mobile network, told from its prefix where numbers name one (Zambia's). */
  network?: string;
};

/** What a checked recipient puts in a link (the network is told again from the number). */
export function transferSearch({ recipient, ifsc, sortCode, holder }: Transfer) {
  return { recipient, ifsc, sortCode, holder };
}

/** The bank a branch's code names, and its account numbers' length where the bank sets one. */
export type BranchBank = { name: string; accountDigits?: number };

/**
 * The sample bank a bank account's branch names, for the hint under its field and the confirm
 * step: by its sort code where branches have one (Zambia's), else by its IFSC (a well-formed one).
 */
export function branchBankOf(
  { ifsc = "", sortCode = "" }: Pick<TransferFields, "ifsc" | "sortCode">,
  branch: HomeCountry["payments"]["bankBranch"],
): BranchBank | undefined {
  if (branch === "sortCode") {
    const checked = checkSortCode(sortCode);
    return checked.ok ? checked.bank : undefined;
  }
  const name = validateIfsc(ifsc).ok ? bankNameForIfsc(ifsc) : undefined;
  return name ? { name } : undefined;
}

/**
 * An account at a bank whose branches have a sort code (Zambia's): the number typed twice and
 * held to its bank's length, the branch sort code, the holder's name.
 */
function validateSortCodeAccount(
  fields: TransferFields,
): { ok: true; value: Transfer } | { ok: false; errors: TransferErrors } {
  const sortCode = checkSortCode(fields.sortCode ?? "");
  // The account's length is its bank's: until the sort code names the bank, only "missing" shows.
  const bare = fields.recipient.replace(/[\s-]/g, "");
  const account = sortCode.ok
    ? checkZambianAccount(bare, sortCode.bank)
    : bare
      ? ({ ok: true, account: bare } as const)
      : ({ ok: false, reason: "account-required" } as const);
  const confirm = validateAccountConfirmation(fields.recipient, fields.confirm ?? "");
  const holder = validateHolderName(fields.holder ?? "");
  if (account.ok && sortCode.ok && confirm.ok && holder.ok) {
    return {
      ok: true,
      value: { recipient: account.account, sortCode: sortCode.sortCode, holder: holder.value },
    };
  }
  const errors: TransferErrors = {};
  if (!account.ok) errors.recipient = account.reason;
  if (!sortCode.ok) errors.sortCode = sortCode.reason;
  if (!confirm.ok) errors.confirm = confirm.error;
  if (!holder.ok) errors.holder = holder.error;
  return { ok: false, errors };
}

/** The wallet's own mobile number and UPI ID: what its own Receive screen hands out. */
/** The wallet's own number, and its UPI ID where it has one (Indian accounts). */
export type OwnAccount = { phone: string; upiId?: string };

/**
 * Whether a checked recipient is the wallet itself: its own mobile number, or its own UPI ID in
 * any letter case (UPI IDs are not case-sensitive). Money sent there would only go round in a
 * circle, so every way of paying refuses it.
 */
export function isSelfPayment(type: TransferType, recipient: string, own: OwnAccount): boolean {
  if (type === "phone") return recipient === own.phone;
  if (type === "upi") return recipient.toLowerCase() === own.upiId?.toLowerCase();
  return false;
}

/**
 * The recipient of money sent, checked by how it is sent, as the home country's data says: a
 * mobile number or mobile-money wallet (by the country's numbering), a UPI ID, or a bank account
 * (number typed twice, the branch's IFSC or sort code, holder's name). Money abroad has its own checks
 * (`lib/cross-border.ts`).
 * Given the wallet's own account, paying it is refused ("self-payment").
 * Returns the cleaned values, or one error code per field that is wrong.
 */
export function validateTransfer(
  type: Exclude<TransferType, "international">,
  fields: TransferFields,
  own?: OwnAccount,
  home: HomeCountryCode = "IN",
): { ok: true; value: Transfer } | { ok: false; errors: TransferErrors } {
  const country = homeCountries[home];
  // A way its home country does not pay by (UPI in Zambia, mobile money in India) names no one.
  if (!sendsAtHome(country, type)) {
    return { ok: false, errors: { recipient: type === "upi" ? "upi-invalid" : "mobile-invalid" } };
  }
  if (type === "phone" || type === "mobileMoney") {
    const mobile = validateMobileNumber(fields.recipient, country.mobile);
    if (!mobile.ok) return { ok: false, errors: { recipient: mobile.error } };
    // Paying the wallet's own number is refused; its own mobile-money wallet is not.
    if (type === "phone" && own && isSelfPayment("phone", mobile.value, own)) {
      return { ok: false, errors: { recipient: "self-payment" } };
    }
    const { network } = mobile;
    return { ok: true, value: { recipient: mobile.value, ...(network ? { network } : {}) } };
  }
  if (type === "upi") {
    const upi = validateUpiId(fields.recipient);
    if (!upi.ok) return { ok: false, errors: { recipient: upi.error } };
    return own && isSelfPayment(type, upi.value, own)
      ? { ok: false, errors: { recipient: "self-payment" } }
      : { ok: true, value: { recipient: upi.value } };
  }
  if (country.payments.bankBranch === "sortCode") return validateSortCodeAccount(fields);
  const account = validateAccountNumber(fields.recipient);
  const confirm = validateAccountConfirmation(fields.recipient, fields.confirm ?? "");
  const ifsc = validateIfsc(fields.ifsc ?? "");
  const holder = validateHolderName(fields.holder ?? "");
  if (account.ok && confirm.ok && ifsc.ok && holder.ok) {
    return {
      ok: true,
      value: { recipient: account.value, ifsc: ifsc.value, holder: holder.value },
    };
  }
  const errors: TransferErrors = {};
  if (!account.ok) errors.recipient = account.error;
  if (!confirm.ok) errors.confirm = confirm.error;
  if (!ifsc.ok) errors.ifsc = ifsc.error;
  if (!holder.ok) errors.holder = holder.error;
  return { ok: false, errors };
}
