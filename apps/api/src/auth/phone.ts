import { homeCountries, type HomeCountryCode } from "@repo/pricing/home-countries";

/**
 * A mobile number of a home country in E.164 (`+919876543210`), from what a person typed: with
 * or without the calling code, spaces, dashes or the trunk prefix. Undefined when it is not one.
 */
export function toE164(typed: string, country: HomeCountryCode): string | undefined {
  const { callingCode, length, firstDigits, trunkPrefix } = homeCountries[country].mobile;
  const compact = typed.replace(/[\s()-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const code = callingCode.slice(1);
  let national = compact;
  if (compact.startsWith("+")) {
    if (!compact.startsWith(callingCode)) return undefined;
    national = compact.slice(callingCode.length);
  } else if (compact.length === length + code.length && compact.startsWith(code)) {
    national = compact.slice(code.length);
  } else if (compact.length === length + trunkPrefix.length && compact.startsWith(trunkPrefix)) {
    national = compact.slice(trunkPrefix.length);
  }
  if (national.length !== length || !firstDigits.includes(national[0]!)) return undefined;
  return `${callingCode}${national}`;
}

/** The home country whose calling code an E.164 number carries. */
export function countryOfE164(phone: string): HomeCountryCode | undefined {
  return (Object.keys(homeCountries) as HomeCountryCode[]).find(
    (code) => toE164(phone, code) === phone,
  );
}

/** What a payer may see of someone else's number: `+91 ••••••3210`. */
export function maskPhone(phone: string): string {
  const country = countryOfE164(phone);
  const callingCode = country ? homeCountries[country].mobile.callingCode : phone.slice(0, 3);
  const national = phone.slice(callingCode.length);
  return `${callingCode} ${"•".repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`;
}
