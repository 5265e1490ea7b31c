import { homeCountries, type HomeCountryCode } from "@repo/pricing/home-countries";
import {
  checkNational,
  type MobileProblem,
  type MobileRule,
  normaliseMobile,
  SEPARATORS,
} from "@repo/pricing/mobile-number";
import { formatE164, groupNational } from "@repo/pricing/phone-formats";

/** A number abroad, written with its calling code, as its country reads it out. */
export { formatE164 };

/** Home mobile numbers are read by the one rule, with the country's table (`mobileRuleOf`). */
export { type MobileProblem, type MobileRule, normaliseMobile };

/** The mobile numbers of a home country, from its profile: the one rule's table. */
export function mobileRuleOf(country: HomeCountryCode) {
  return homeCountries[country].mobile;
}

export const INDIAN_MOBILE: MobileRule = mobileRuleOf("IN");

/** Why national digits typed so far cannot become a number, or null while they still can. */
function nationalDraftProblem(digits: string, rule: MobileRule): MobileProblem | null {
  if (!digits) return null;
  if (digits.length > rule.length) return "length";
  return checkNational(digits, rule);
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
