import { homeCountries, type HomeCountryCode } from "@repo/pricing/home-countries";

/** Separators people write numbers with: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s().-]/g;

/** E.164: a "+", a country code not starting with 0, 8 to 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A mobile number of a home country (India, Zambia) in E.164 (`+919876543210`), from what a
 * person typed: with or without the calling code (with or without its "+") or the trunk 0, with
 * any separators. Undefined when it is not one: wrong length, a first digit mobile numbers never
 * have, another country's code, or one digit repeated (0000000000).
 */
export function homeMobileE164(typed: string, country: HomeCountryCode): string | undefined {
  const { callingCode, length, firstDigits, trunkPrefix } = homeCountries[country].mobile;
  const code = callingCode.slice(1);
  let digits = typed.replace(SEPARATORS, "");
  if (digits.startsWith("+")) {
    if (!digits.startsWith(callingCode)) return undefined;
    digits = digits.slice(callingCode.length);
  } else if (digits.length === code.length + length && digits.startsWith(code)) {
    digits = digits.slice(code.length);
  } else if (digits.length === trunkPrefix.length + length && digits.startsWith(trunkPrefix)) {
    digits = digits.slice(trunkPrefix.length);
  }
  if (!/^\d+$/.test(digits) || digits.length !== length) return undefined;
  if (!firstDigits.includes(digits[0]!) || /^(\d)\1*$/.test(digits)) return undefined;
  return `${callingCode}${digits}`;
}

/** The home country whose calling code starts an E.164 number. */
function homeCountryCalled(e164: string): HomeCountryCode | undefined {
  return (Object.keys(homeCountries) as HomeCountryCode[]).find((country) =>
    e164.startsWith(homeCountries[country].mobile.callingCode),
  );
}

/**
 * A number written with its country code (`+44 20 7946 0958`, `0044 20 7946 0958`) in E.164.
 * A number with India's or Zambia's code must also be a mobile number there.
 */
export function internationalE164(typed: string): string | undefined {
  const compact = typed.replace(SEPARATORS, "").replace(/^00/, "+");
  if (!E164.test(compact)) return undefined;
  const home = homeCountryCalled(compact);
  return home ? homeMobileE164(compact, home) : compact;
}

/** Where a phone number may be from: one home country, or anywhere (then a home number or one with its code). */
export type PhoneRegion = HomeCountryCode | "any";

/** The number in E.164 if it is one for `region`, else undefined. */
export function phoneE164(typed: string, region: PhoneRegion): string | undefined {
  if (region !== "any") return homeMobileE164(typed, region);
  return (
    homeMobileE164(typed, "IN") ??
    homeMobileE164(typed, "ZM") ??
    (/^\s*(\+|00)/.test(typed) ? internationalE164(typed) : undefined)
  );
}
