import { homeCountries, type HomeCountry, mobileNetworkOf } from "./home-countries";

/**
 * The one rule for a home country's mobile number, driven by its `homeCountries` data (calling
 * code, length, first digits, trunk prefix, and the networks its numbers name): the wallet's
 * fields, send money, scan and pay, QR codes and money abroad all read numbers with it.
 */
export type MobileRule = Pick<
  HomeCountry["mobile"],
  "callingCode" | "length" | "firstDigits" | "trunkPrefix"
> & {
  /** Where numbers name their network by their first two digits (Zambia's); none in India. */
  networks?: HomeCountry["mobile"]["networks"];
};

/** Why a text is not a mobile number; each has its own sentence in the screens' copy. */
export type MobileProblem =
  "required" | "digits" | "country" | "length" | "first-digit" | "repeated" | "network";

/** The networks a rule's numbers name ("MTN" | "Airtel" | "Zamtel" for Zambia's). */
export type NetworkOf<R extends MobileRule> = R extends { networks?: infer N }
  ? keyof NonNullable<N> & string
  : never;

export type MobileResult<N extends string = string> =
  { ok: true; value: string; network?: N } | { ok: false; problem: MobileProblem };

/** Separators people write numbers with: spaces, dashes, dots and brackets. */
export const SEPARATORS = /[\s().-]/g;

/** Why national digits (whole, or the first ones typed) cannot be a number, or null. */
export function checkNational(digits: string, rule: MobileRule): MobileProblem | null {
  if (!rule.firstDigits.includes(digits[0]!)) return "first-digit";
  if (digits.length === rule.length && /^(\d)\1*$/.test(digits)) return "repeated";
  return null;
}

/**
 * The one reading of a mobile number as typed or pasted (`+91 70123 45678`, `098765 43210`,
 * `+260 97 123 4567`, `(987) 654 3210`): separators go, a leading calling code (with or without
 * its +) or trunk 0 before a full number goes, and what is left must be exactly the national
 * number: the rule's length, a possible first digit (where numbers name their network, a
 * network's prefix: it returns the network), and not one digit repeated (0000000000).
 * A + before another calling code is another country's number ("country").
 */
export function normaliseMobile<R extends MobileRule = typeof homeCountries.IN.mobile>(
  text: string,
  rule: R = homeCountries.IN.mobile as MobileRule as R,
): MobileResult<NetworkOf<R>> {
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
  // Where numbers name their network, its prefixes are the first digits a number may have.
  const { networks = {} } = rule;
  const network = mobileNetworkOf({ networks }, digits) as NetworkOf<R> | undefined;
  if (!network && Object.keys(networks).length > 0) return { ok: false, problem: "network" };
  const problem = checkNational(digits, rule);
  if (problem) return { ok: false, problem };
  return network ? { ok: true, value: digits, network } : { ok: true, value: digits };
}
