import { describe, expect, it } from "vitest";

import { parseReturnPath } from "./return-path";
import { returnSearch } from "./return-search";

describe("parseReturnPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/send-money/enter-details?type=upi", "/send-money/enter-details?type=upi"],
    ["/transactions/TXN0000000001", "/transactions/TXN0000000001"],
    ["/profile/security#pin", "/profile/security#pin"],
  ])("keeps the wallet path %s", (value, expected) => {
    expect(parseReturnPath(value)).toBe(expected);
  });

  it.each([
    ["another site by scheme", "https://evil.example/dashboard"],
    ["a protocol-relative address", "//evil.example/"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["a control character", "/dash\nboard"],
    ["a tab before slashes", "/\t/evil.example"],
    ["the login screen itself", "/login?redirect=%2Fdashboard"],
    ["the unlock screen", "/unlock"],
    ["the splash", "/splash"],
    ["the root", "/"],
    ["an empty value", ""],
    ["a number", 42],
    ["nothing", undefined],
    ["a very long path", `/${"a".repeat(600)}`],
  ])("refuses %s", (_label, value) => {
    expect(parseReturnPath(value)).toBeUndefined();
  });

  it("normalises dot segments and keeps the result inside the wallet", () => {
    expect(parseReturnPath("/profile/../dashboard")).toBe("/dashboard");
    expect(parseReturnPath("/../../login")).toBeUndefined();
  });
});

describe("returnSearch", () => {
  it("always sets the key, as text only, so nothing else shows through from the URL", () => {
    expect(returnSearch({ redirect: "/rewards" })).toEqual({ redirect: "/rewards" });
    expect(returnSearch({ redirect: 42 })).toEqual({ redirect: undefined });
    expect("redirect" in returnSearch({})).toBe(true);
  });
});
