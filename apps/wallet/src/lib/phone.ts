import { homeCountries, type HomeCountryCode } from "@repo/pricing/home-countries";
import { formatE164, groupNational } from "@repo/pricing/phone-formats";

/** A number abroad, written with its calling code, as its country reads it out. */
export { formatE164 };

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
export type MobileProblem =
  "required" | "digits" | "country" | "length" | "first-digit" | "repeated";

export type MobileResult = { ok: true; value: string } | { ok: false; problem: MobileProblem };

/** Separators people write numbers with: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s().-]/g;

/**
 * The one reading of a mobile number as typed or pasted (`+91 70123 45678`, `098765 43210`,
 * `+91-98765-43210`, `(987) 654 3210`): separators go, a leading calling code (with or without
 * its +) or trunk 0 before a full number goes, and what is left must be exactly the national
 * number: the rule's length, a possible first digit, and not one digit repeated (0000000000).
 * A + before another calling code is another country's number ("country").
 */
export function normaliseMobile(text: string, rule: MobileRule = INDIAN_MOBILE): MobileResult {
  let digits = text.replace(SEPARATORS, "");
  if (!digits) return { ok: false, problem: "required" };
  const code = rule.callingCode.replace("+", "");
  if (digits.startsWith(rule.callingCode)) digits = digits.slice(rule.callingCode.length);
  else if (/^\+\d/.test(digits)) return { ok: false, problem: "country" };
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

/** Why national digits typed so far cannot become a number, or null while they still can. */
function nationalDraftProblem(digits: string, rule: MobileRule): MobileProblem | null {
  if (!digits) return null;
  if (digits.length > rule.length) return "length";
  return checkNational(digits, rule)?.problem ?? null;
}

/**
 * Why a mobile number field's text, as typed so far, cannot become a number by typing more, or
 * null while it still can. It is read in every written form `normaliseMobile` takes: the
 * national digits, or after the calling code (`+91…`, `91…`), or after the trunk 0 (`0…`), with
 * separators ignored. "length" means no form has room for another digit.
 */
export function mobileDraftProblem(
  text: string,
  rule: MobileRule = INDIAN_MOBILE,
): MobileProblem | null {
  const compact = text.replace(SEPARATORS, "");
  if (!compact) return null;
  if (!/^\+?\d*$/.test(compact)) return "digits";
  const code = rule.callingCode.replace("+", "");
  if (compact.startsWith("+")) {
    const digits = compact.slice(1);
    if (code.startsWith(digits)) return null;
    if (!digits.startsWith(code)) return "country";
    return nationalDraftProblem(digits.slice(code.length), rule);
  }
  const readings = [compact];
  if (compact.startsWith(code)) readings.push(compact.slice(code.length));
  else if (code.startsWith(compact)) return null;
  if (compact.startsWith(rule.trunkPrefix)) readings.push(compact.slice(rule.trunkPrefix.length));
  const problems = readings.map((digits) => nationalDraftProblem(digits, rule));
  return problems.includes(null) ? null : problems[0]!;
}

/**
 * The national digits a mobile number field's text gives so far, as far as they can be told:
 * after a calling code or trunk 0 typed before them when the digits cannot be a national number
 * themselves (Zambia's `2609…` is `9…`, `097…` is `97…`). Names a number's network while typing.
 */
export function nationalSoFar(text: string, rule: MobileRule = INDIAN_MOBILE): string {
  const compact = text.replace(SEPARATORS, "");
  if (compact.startsWith(rule.callingCode)) return compact.slice(rule.callingCode.length);
  if (nationalDraftProblem(compact, rule) === null) return compact;
  const code = rule.callingCode.replace("+", "");
  if (code.startsWith(compact)) return "";
  if (compact.startsWith(code) && nationalDraftProblem(compact.slice(code.length), rule) === null) {
    return compact.slice(code.length);
  }
  return compact.startsWith(rule.trunkPrefix) ? compact.slice(rule.trunkPrefix.length) : compact;
}

/** What was left out of a typed number: its calling code, or the trunk 0 dialled at home. */
export type MobileDropped = "code" | "trunk";

/**
 * A mobile number field's text as it is kept while typing: separators go; a `+` and the calling
 * code go at once (the field shows the code before it); and once the text is a whole number
 * written with its code (`919876543210`) or trunk 0 (`09876543210`), it becomes the national
 * digits, as a paste of the same text does. Says what was left out, so the screen can say so.
 * `keepTrunk`: the country's people type the trunk 0 (Zambia's 097…), so it stays.
 */
export function settleTypedMobile(
  text: string,
  rule: MobileRule = INDIAN_MOBILE,
  keepTrunk = false,
): { value: string; dropped?: MobileDropped } {
  const compact = text.replace(SEPARATORS, "");
  if (compact.startsWith(rule.callingCode)) {
    return { value: compact.slice(rule.callingCode.length), dropped: "code" };
  }
  const whole = normaliseMobile(compact, rule);
  if (!whole.ok || whole.value === compact) return { value: compact };
  const trunk = compact === rule.trunkPrefix + whole.value;
  if (trunk && keepTrunk) return { value: compact };
  return { value: whole.value, dropped: trunk ? "trunk" : "code" };
}

/**
 * A home country's national number as its country reads it out, the one way every screen, receipt,
 * PDF and shared text writes a number: "9876543210" → "+91 98765 43210", "971234567" (Zambia) →
 * "+260 97 123 4567". A number of another length is left whole after the calling code; one
 * that already has its calling code is left as it is. Numbers
 * abroad, written with their calling code, go through `formatE164` (`@repo/pricing/phone-formats`).
 */
export function formatPhone(phone: string, country: HomeCountryCode = "IN"): string {
  // Already written with its calling code (the server masks a payee's: "+91 ••••••0001").
  if (phone.startsWith("+")) return phone;
  const format = homeCountries[country].mobile;
  return `${format.callingCode} ${groupNational(phone, format) ?? phone}`;
}

/** Keeps only digits, at most `max` of them: what a code field (OTP) accepts. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}
