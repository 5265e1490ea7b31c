import { describe, expect, it } from "vitest";

import { corridorFor, corridors, corridorsFromZambia, deliveryTime } from "./corridors";
import { arrivalOf, deliveryEstimates, deliveryTimes, formatDelivery } from "./delivery";
import { quoteFromSend } from "./quote";

describe("delivery times", () => {
  it("give every corridor one time per method, the quote's being its usual method's", () => {
    for (const corridor of [...corridors, ...corridorsFromZambia]) {
      for (const method of corridor.methods) {
        expect(deliveryTime(corridor, method)).toBe(deliveryEstimates[method]);
      }
      expect(
        quoteFromSend(corridor, 100_00, corridor.currency === "INR" ? "ZMW" : "INR").delivery,
      ).toBe(deliveryTime(corridor, corridor.methods[0]));
    }
    // A method the corridor does not offer is answered with its usual one.
    const germany = corridorFor("DE")!;
    expect(deliveryTime(germany, "mobileMoney")).toEqual({ unit: "days", max: 2 });
  });

  it("sends money from Zambia to India by bank account or UPI", () => {
    expect(corridorFor("IN", "ZMW")?.methods).toEqual(["bank", "upi"]);
    expect(deliveryTime(corridorFor("IN", "ZMW")!, "upi")).toEqual({ unit: "minutes", max: 10 });
  });

  it("arrive at the latest after the estimate, to the millisecond", () => {
    const sent = new Date("2026-11-21T04:30:00.000Z");
    expect(arrivalOf(sent, { unit: "minutes", max: 10 }).toISOString()).toBe(
      "2026-11-21T04:40:00.000Z",
    );
    expect(arrivalOf(sent, { unit: "hours", max: 3 }).toISOString()).toBe(
      "2026-11-21T07:30:00.000Z",
    );
    expect(arrivalOf(sent, { unit: "days", max: 2 }).toISOString()).toBe(
      "2026-11-23T04:30:00.000Z",
    );
  });

  it("read as copy in each language's words and digits", () => {
    expect(formatDelivery({ unit: "minutes", max: 10 })).toBe("10 minutes");
    expect(formatDelivery({ unit: "days", max: 1 })).toBe("1 day");
    expect(formatDelivery({ unit: "days", max: 2 }, "te")).toBe("2 రోజులు");
    expect(deliveryTimes("hi")).toEqual({ mobileMoney: "10 मिनट", upi: "10 मिनट", bank: "2 दिन" });
  });
});
