import { LIMITS } from "@repo/ledger/limits";
import { describe, expect, it } from "vitest";

import { type Corridor, corridorFor } from "./corridors";
import { quoteFromReceive, quoteFromSend } from "./quote";
import { calculate, defaultInput } from "./typed-quote";

const zambia = corridorFor("ZM") as Corridor;

describe("calculate (typed amounts, either direction)", () => {
  it("starts at ₹10,000 to Zambia and quotes it", () => {
    const result = calculate(defaultInput);
    expect(result.corridor.country).toBe("ZM");
    expect(result.quote).toEqual(quoteFromSend(zambia, 10_000_00));
    expect(result.sendText).toBe("10000");
    expect(result.receiveText).toBe("3109.37");
  });

  it("quotes from what they receive, filling in the rupees", () => {
    const result = calculate({ country: "ZM", direction: "receive", text: "3,109.37" });
    expect(result.quote).toEqual(quoteFromReceive(zambia, 3_109_37));
    expect(result.sendText).toBe("10000");
    expect(result.receiveText).toBe("3,109.37");
  });

  it("reads the receiving box in the destination's own minor digits", () => {
    expect(calculate({ country: "UG", direction: "receive", text: "40000.5" }).problem).toBe(
      "format",
    );
    expect(
      calculate({ country: "KW", direction: "receive", text: "34.710" }).quote?.receive,
    ).toEqual({
      minor: 34_710,
      currency: "KWD",
    });
  });

  it("names what is wrong and keeps the typed text", () => {
    expect(calculate({ country: "ZM", direction: "send", text: "ten" })).toMatchObject({
      problem: "format",
      sendText: "ten",
      receiveText: "",
    });
    expect(calculate({ country: "ZM", direction: "send", text: "0.50" }).problem).toBe("min");
    expect(calculate({ country: "ZM", direction: "send", text: "100000.01" }).problem).toBe("max");
    expect(calculate({ country: "ZM", direction: "send", text: "100000" }).quote).toBeDefined();
  });

  it("waits quietly while the box is empty, and falls back to Zambia for an unknown country", () => {
    const empty = calculate({ country: "XX", direction: "send", text: " " });
    expect(empty.quote).toBeUndefined();
    expect(empty.problem).toBeUndefined();
    expect(empty.corridor.country).toBe("ZM");
  });
});

describe("calculate from the kwacha", () => {
  const india = corridorFor("IN", "ZMW") as Corridor;

  it("quotes kwacha typed in either box to India, in kwacha and rupees", () => {
    const sent = calculate({ country: "IN", direction: "send", text: "500", from: "ZMW" });
    expect(sent.quote).toEqual(quoteFromSend(india, 500_00, "ZMW"));
    expect(sent.receiveText).toBe("1592");
    const received = calculate({ country: "IN", direction: "receive", text: "1,000", from: "ZMW" });
    expect(received.quote).toEqual(quoteFromReceive(india, 1_000_00, "ZMW"));
    expect(received.sendText).toBe("314.08");
  });

  it("holds the amount to a Zambian account's limits, in kwacha", () => {
    const max = LIMITS.ZMW.perPayment.minor / 100;
    expect(
      calculate({ country: "IN", direction: "send", text: String(max), from: "ZMW" }).quote,
    ).toBeDefined();
    expect(
      calculate({ country: "IN", direction: "send", text: `${max}.01`, from: "ZMW" }).problem,
    ).toBe("max");
    expect(calculate({ country: "IN", direction: "send", text: "0.99", from: "ZMW" }).problem).toBe(
      "min",
    );
  });

  it("falls back to India for a country Zambia does not send to", () => {
    expect(calculate({ country: "ZM", direction: "send", text: "", from: "ZMW" }).corridor).toBe(
      india,
    );
  });
});
