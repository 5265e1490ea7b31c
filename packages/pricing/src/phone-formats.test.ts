import { describe, expect, it } from "vitest";

import { homeCountries, homeCountryCodes } from "./home-countries";
import { formatE164, groupNational, phoneFormats } from "./phone-formats";

describe("phone formats", () => {
  it.each(homeCountryCodes)("%s groups exactly its national number's digits", (code) => {
    const { groups } = phoneFormats[code];
    expect(groups.reduce((a, b) => a + b, 0)).toBe(homeCountries[code].mobile.length);
  });

  it("writes a number with its calling code as its country reads it out", () => {
    expect(formatE164("+919848022338")).toBe("+91 98480 22338");
    expect(formatE164("+260971234567")).toBe("+260 97 123 4567");
    expect(formatE164("+254712345678")).toBe("+254 712 345 678");
    expect(formatE164("+256 712-345678")).toBe("+256 712 345678");
    expect(formatE164("+2250712345678")).toBe("+225 07 12 34 56 78");
  });

  it("leaves a number of another length or an unlisted country as written", () => {
    expect(formatE164("+26097123456")).toBe("+26097123456");
    expect(formatE164("+4915112345678")).toBe("+4915112345678");
    expect(groupNational("98480x2338", phoneFormats.IN)).toBeNull();
  });
});
