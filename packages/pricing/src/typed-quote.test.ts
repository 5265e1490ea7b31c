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
