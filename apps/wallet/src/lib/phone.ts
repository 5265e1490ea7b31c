import { homeCountries, type HomeCountryCode } from "@repo/pricing/home-countries";

/**
 * Mobile numbers: one rule object per country, read by one normaliser. Another country's
 * numbers (another calling code, length and leading digits) are one more rule object.
 */
export type MobileRule = {
  /** The calling code as written before the number, "+91". */
  callingCode: string;
  /** Digits of the national number. */
  length: number;
  /** The digits a national number may start with. */
  firstDigits: string;
  /** Dialled before the national number at home ("0" in India and Zambia), dropped when pasted. */
  trunkPrefix: string;
};

/** The mobile numbers of a home country, from its profile. */
export function mobileRuleOf(country: HomeCountryCode): MobileRule {
  return homeCountries[country].mobile;
}

export const INDIAN_MOBILE: MobileRule = mobileRuleOf("IN");

/** Why a text is not a mobile number; each has its own sentence in the screens' copy. */
export type MobileProblem = "required" | "digits" | "length" | "first-digit" | "repeated";

export type MobileResult = { ok: true; value: string } | { ok: false; problem: MobileProblem };

/** Separators people write numbers with: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s().-]/g;

/**
 * The one reading of a mobile number as typed or pasted (`+91 70123 45678`, `098765 43210`,
 * `+91-98765-43210`, `(987) 654 3210`): separators go, a leading calling code (with or without
 * its +) or trunk 0 before a full number goes, and what is left must be exactly the national
 * number: the rule's length, a possible first digit, and not one digit repeated (0000000000).
 */
export function normaliseMobile(text: string, rule: MobileRule = INDIAN_MOBILE): MobileResult {
  let digits = text.replace(SEPARATORS, "");
  if (!digits) return { ok: false, problem: "required" };
  const code = rule.callingCode.replace("+", "");
  if (digits.startsWith(rule.callingCode)) digits = digits.slice(rule.callingCode.length);
  else if (digits.length === code.length + rule.length && digits.startsWith(code)) {
    digits = digits.slice(code.length);
  } else if (digits.length === rule.trunkPrefix.length + rule.length) {
    if (digits.startsWith(rule.trunkPrefix)) digits = digits.slice(rule.trunkPrefix.length);
  }
  if (!/^\d+$/.test(digits)) return { ok: false, problem: "digits" };
  if (digits.length !== rule.length) return { ok: false, problem: "length" };
  return checkNational(digits, rule) ?? { ok: true, value: digits };
}

function checkNational(
  digits: string,
  rule: MobileRule,
): { ok: false; problem: MobileProblem } | null {
  if (!rule.firstDigits.includes(digits[0]!)) return { ok: false, problem: "first-digit" };
  if (digits.length === rule.length && /^(\d)\1*$/.test(digits)) {
    return { ok: false, problem: "repeated" };
  }
  return null;
}

/**
 * What a mobile number field may hold while it is typed: digits only, no more than the rule's
 * length, a possible first digit, and not a complete number of one repeated digit. Returns why
 * a text cannot become a number by typing more, or null while it still can.
 */
export function mobileDraftProblem(
  text: string,
  rule: MobileRule = INDIAN_MOBILE,
): MobileProblem | null {
  if (!text) return null;
  if (!/^\d+$/.test(text)) return "digits";
  if (text.length > rule.length) return "length";
  return checkNational(text, rule)?.problem ?? null;
}

/** How each home country's numbers are read out, as group lengths of the national number. */
const GROUPS: Record<HomeCountryCode, readonly number[]> = { IN: [5, 5], ZM: [2, 3, 4] };

/**
 * A national number as its country reads it out: "9876543210" → "+91 98765 43210",
 * "971234567" (Zambia) → "+260 97 123 4567". A number of another length is left whole.
 */
export function formatPhone(phone: string, country: HomeCountryCode = "IN"): string {
  const groups = GROUPS[country];
  const { callingCode, length } = homeCountries[country].mobile;
  if (phone.length !== length) return `${callingCode} ${phone}`;
  let at = 0;
  const parts = groups.map((size) => phone.slice(at, (at += size)));
  return `${callingCode} ${parts.join(" ")}`;
}

/** Keeps only digits, at most `max` of them: what a code field (OTP) accepts. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}
