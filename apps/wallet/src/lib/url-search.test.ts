import { describe, expect, it } from "vitest";

import { parseSearch, stringifySearch } from "./url-search";

describe("plain query strings", () => {
  it("writes numbers and phone numbers without quotes", () => {
    expect(stringifySearch({ type: "phone", recipient: "9812345670", amount: 500 })).toBe(
      "?type=phone&recipient=9812345670&amount=500",
    );
  });

  it("skips empty values and encodes the rest", () => {
    expect(stringifySearch({ note: "Snacks & tea", empty: "", none: undefined })).toBe(
      "?note=Snacks+%26+tea",
    );
    expect(stringifySearch({})).toBe("");
  });

  it("reads every value back as text, first value winning", () => {
    expect(parseSearch("?amount=500&recipient=shop%40upi&amount=9")).toEqual({
      amount: "500",
      recipient: "shop@upi",
    });
    expect(parseSearch("")).toEqual({});
  });
});
