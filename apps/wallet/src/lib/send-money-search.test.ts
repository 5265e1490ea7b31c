import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { confirmSearch, enterDetailsSearch, successSearch } from "./send-money-search";
import { parseSearch as defaultParseSearch } from "./url-search";

/** Parses a query string the way the router does (plain text values), then validates it. */
const confirm = (query: string) => v.parse(confirmSearch, defaultParseSearch(query));
const details = (query: string) => v.parse(enterDetailsSearch, defaultParseSearch(query));
const success = (query: string) => v.parse(successSearch, defaultParseSearch(query));

describe("send-money search params", () => {
  it("reads a complete confirm query", () => {
    expect(confirm("?type=upi&recipient=user%40bank&amount=1500&note=Rent")).toEqual({
      type: "upi",
      recipient: "user@bank",
      amount: 1500,
      note: "Rent",
    });
  });

  it("keeps a scanned payee's name, and drops one with marks that reorder text", () => {
    expect(confirm("?type=upi&recipient=shop%40okaxis&name=Chai%20Point")).toMatchObject({
      name: "Chai Point",
    });
    expect(confirm("?type=upi&recipient=shop%40okaxis&name=Chai%E2%80%AE").name).toBeUndefined();
    expect(
      confirm(`?type=upi&recipient=shop%40okaxis&name=${"x".repeat(51)}`).name,
    ).toBeUndefined();
  });

  it("reads the site calculator's link abroad, and ignores a bad country, amount or delivery", () => {
    expect(details("?type=international&country=ZM&amount=10000")).toEqual({
      type: "international",
      country: "ZM",
      amount: 10000,
    });
    expect(details("?type=international&country=ke&delivery=mobileMoney").country).toBe("KE");
    expect(
      details("?type=international&country=Zambia&amount=ten&delivery=pigeon&network=%0A"),
    ).toEqual({ type: "international" });
  });

  it("keeps a numeric recipient as its digits", () => {
    expect(confirm("?type=phone&recipient=9812345670&amount=500")).toMatchObject({
      recipient: "9812345670",
      amount: 500,
    });
  });

  it.each([
    "abc",
    "-5",
    "0",
    "0.99",
    "1.505",
    "1.",
    "1e9",
    "100001",
    "Infinity",
    "null",
    "true",
    "[1]",
    "12abc",
    '"500"',
  ])("drops amount=%s", (amount) => {
    expect(confirm(`?type=phone&recipient=x&amount=${encodeURIComponent(amount)}`).amount).toBe(
      undefined,
    );
  });

  it("accepts the per-transaction limit itself", () => {
    expect(confirm("?amount=100000").amount).toBe(100000);
  });

  it.each([
    ["12.50", 12.5],
    ["12.5", 12.5],
    ["0.29e2", undefined],
    ["99999.99", 99999.99],
  ])("reads amount=%s with its paise, without loss", (amount, rupees) => {
    expect(confirm(`?amount=${amount}`).amount).toBe(rupees);
  });

  it.each(["cash", "PHONE", "1", ""])("drops type=%s", (type) => {
    expect(details(`?type=${type}`).type).toBeUndefined();
  });

  it("drops blank, over-long and multi-line recipients and notes", () => {
    const tooLong = "a".repeat(51);
    expect(confirm(`?recipient=${tooLong}`).recipient).toBeUndefined();
    expect(confirm("?recipient=%20%20").recipient).toBeUndefined();
    expect(confirm("?recipient=a%0Ab").recipient).toBeUndefined();
    // Long digit strings stay exact: they are never read as (lossy) numbers.
    expect(confirm("?recipient=123456789012345678").recipient).toBe("123456789012345678");
    expect(confirm(`?note=${"n".repeat(101)}`).note).toBeUndefined();
    expect(confirm(`?note=${"n".repeat(100)}`).note).toHaveLength(100);
  });

  it("keeps markup as plain text for the screen to render as text", () => {
    const script = "<script>alert(1)</script>";
    expect(confirm(`?recipient=${encodeURIComponent(script)}`).recipient).toBe(script);
  });

  it("never fails on a missing or mangled query", () => {
    expect(confirm("")).toEqual({});
    expect(details("?type[]=x&amount={")).toEqual({});
    expect(success("?txn=TXN12&amount=5")).toEqual({ amount: 5 });
    expect(success("?txn=TXN1763700000")).toEqual({ txn: "TXN1763700000" });
  });

  it("reads a contact and prefilled values on enter-details", () => {
    expect(details("?type=phone&contact=c1")).toEqual({ type: "phone", contact: "c1" });
    expect(details("?type=upi&recipient=shop%40upi&amount=250")).toEqual({
      type: "upi",
      recipient: "shop@upi",
      amount: 250,
    });
  });
});
