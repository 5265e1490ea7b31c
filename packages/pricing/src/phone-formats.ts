/**
 * How each country writes its mobile numbers for people to read: the calling code, then the
 * national number in groups (India "+91 98480 22338", Zambia "+260 97 123 4567", Kenya
 * "+254 712 345 678"). The home countries and every country money can reach by mobile money.
 */
import { homeCountries } from "./home-countries";

export type PhoneFormat = { callingCode: string; groups: readonly number[] };

export const phoneFormats = {
  IN: homeCountries.IN.mobile,
  ZM: homeCountries.ZM.mobile,
  KE: { callingCode: "+254", groups: [3, 3, 3] },
  TZ: { callingCode: "+255", groups: [3, 3, 3] },
  UG: { callingCode: "+256", groups: [3, 6] },
  RW: { callingCode: "+250", groups: [3, 3, 3] },
  MW: { callingCode: "+265", groups: [3, 2, 2, 2] },
  MZ: { callingCode: "+258", groups: [2, 3, 4] },
  GH: { callingCode: "+233", groups: [2, 3, 4] },
  SN: { callingCode: "+221", groups: [2, 3, 2, 2] },
  CI: { callingCode: "+225", groups: [2, 2, 2, 2, 2] },
  CM: { callingCode: "+237", groups: [1, 2, 2, 2, 2] },
} as const satisfies Record<string, PhoneFormat>;

const sum = (groups: readonly number[]) => groups.reduce((total, size) => total + size, 0);

/** The national number's digits in the format's groups; null when its length does not fit. */
export function groupNational(national: string, format: PhoneFormat): string | null {
  if (!/^\d+$/.test(national) || national.length !== sum(format.groups)) return null;
  let at = 0;
  return format.groups.map((size) => national.slice(at, (at += size))).join(" ");
}

/**
 * A number written with its calling code (`+254712345678`) as its country reads it out
 * (`+254 712 345 678`); a number of a country not listed, or of another length, stays as written.
 */
export function formatE164(number: string): string {
  const compact = number.replace(/[\s().-]/g, "");
  for (const format of Object.values(phoneFormats)) {
    if (!compact.startsWith(format.callingCode)) continue;
    const grouped = groupNational(compact.slice(format.callingCode.length), format);
    if (grouped) return `${format.callingCode} ${grouped}`;
  }
  return number;
}
