import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { billerFor } from "./bill-from-search";
import { billsSearch } from "./bills-search";

const parse = (input: Record<string, unknown>) => v.parse(billsSearch, input);

describe("billsSearch", () => {
  it("keeps a known country, category and biller", () => {
    expect(
      parse({
        country: "ZM",
        category: "water",
        biller: "zm-lwsc",
        number: "10234567",
        step: "confirm",
      }),
    ).toEqual({
      country: "ZM",
      category: "water",
      biller: "zm-lwsc",
      number: "10234567",
      step: "confirm",
    });
  });

  it("drops unknown or hostile values instead of failing", () => {
    expect(
      parse({
        country: "US",
        category: "<script>",
        biller: 42,
        number: "1".repeat(25),
        step: "pay",
      }),
    ).toEqual({
      country: undefined,
      category: undefined,
      biller: undefined,
      number: undefined,
      step: undefined,
    });
  });
});

describe("billerFor", () => {
  it("finds the biller only within the chosen country and category", () => {
    expect(billerFor({ category: "electricity", biller: "in-tsspdcl" })?.name).toBe(
      "TSSPDCL Electricity",
    );
    expect(billerFor({ country: "ZM", category: "electricity", biller: "in-tsspdcl" })).toBe(
      undefined,
    );
    expect(billerFor({ category: "water", biller: "in-tsspdcl" })).toBeUndefined();
    expect(billerFor({ category: "water", biller: "nope" })).toBeUndefined();
  });
});
