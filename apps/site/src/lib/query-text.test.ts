import { describe, expect, it } from "vitest";

import { queryText } from "./query-text";

const read = (query: string) => queryText(new URLSearchParams(query), "subject");

describe("queryText", () => {
  it("returns a trimmed, readable value", () => {
    expect(read("subject=%20Merchant%20demo%20request%20")).toBe("Merchant demo request");
    expect(read("subject=<b>hi</b>")).toBe("<b>hi</b>");
  });

  it("ignores missing, empty, over-long and control-character values", () => {
    expect(read("")).toBeUndefined();
    expect(read("subject=%20%20")).toBeUndefined();
    expect(read(`subject=${"a".repeat(121)}`)).toBeUndefined();
    expect(read("subject=a%0Ab")).toBeUndefined();
  });
});
