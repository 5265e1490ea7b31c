import { describe, expect, it } from "vitest";

import { entryKey, findPaid, paidOnceKey, paidThingOf } from "./paid-once";

describe("paid-once keys", () => {
  it("names a bill by biller, consumer number and cycle, and a link by its id", () => {
    expect(
      paidOnceKey({
        type: "bill",
        billerId: "tsspdcl",
        consumerNumber: "110456789",
        billDate: "2026-11-05",
      }),
    ).toBe("bill:tsspdcl:110456789:2026-11-05");
    expect(paidOnceKey({ type: "link", linkId: "REQ7K2M9QX4TB8D" })).toBe("link:REQ7K2M9QX4TB8D");
  });

  it("reads what a payment pays once from the payment", () => {
    expect(
      paidThingOf({
        recipient: " 110456789 ",
        bill: { billerId: "tsspdcl", billDate: "2026-11-05" },
      }),
    ).toEqual({
      type: "bill",
      billerId: "tsspdcl",
      consumerNumber: "110456789",
      billDate: "2026-11-05",
    });
    expect(paidThingOf({ recipient: "shop@upi", linkId: "LNK1234567890AB" })).toEqual({
      type: "link",
      linkId: "LNK1234567890AB",
    });
    // Prepaid units and ordinary transfers may be paid any number of times.
    expect(paidThingOf({ recipient: "9812345670" })).toBeUndefined();
  });

  it("reads a line's key, or its link's for lines recorded before keys", () => {
    expect(entryKey({ paidOnce: "bill:b:1:2026-11-05" })).toBe("bill:b:1:2026-11-05");
    expect(entryKey({ linkId: "REQ7K2M9QX4TB8D" })).toBe("link:REQ7K2M9QX4TB8D");
    expect(entryKey({})).toBeUndefined();
  });
});

describe("findPaid", () => {
  const entries = [
    { id: "a", linkId: "REQ7K2M9QX4TB8D" },
    { id: "b", paidOnce: "bill:tsspdcl:110456789:2026-11-05" },
    { id: "c" },
  ];

  it("finds the line that paid the thing, among the lines given", () => {
    expect(findPaid(entries, "link:REQ7K2M9QX4TB8D")?.id).toBe("a");
    expect(findPaid(entries, "bill:tsspdcl:110456789:2026-11-05")?.id).toBe("b");
  });

  it("finds nothing for another cycle, another number or another link", () => {
    expect(findPaid(entries, "bill:tsspdcl:110456789:2026-12-05")).toBeUndefined();
    expect(findPaid(entries, "bill:tsspdcl:110456780:2026-11-05")).toBeUndefined();
    expect(findPaid(entries, "link:REQ7K2M9QX4TB8E")).toBeUndefined();
  });
});
