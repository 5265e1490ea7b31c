import { describe, expect, it } from "vitest";

import {
  bundles,
  bundlesFor,
  detectZambianNetwork,
  findBundle,
  isZambianNetwork,
  zambianOperators,
} from "./zambian-operators";

describe("detectZambianNetwork", () => {
  it.each([
    ["0961234567", "MTN"],
    ["+260 76 123 4567", "MTN"],
    ["971234567", "Airtel"],
    ["260771234567", "Airtel"],
    ["0951234567", "Zamtel"],
    ["075 123 4567", "Zamtel"],
  ])("tells %s is on %s", (number, network) => {
    expect(detectZambianNetwork(number)).toBe(network);
  });

  it("cannot tell an incomplete number, another country's or an unknown series", () => {
    expect(detectZambianNetwork("096123")).toBeUndefined();
    expect(detectZambianNetwork("+91 98765 43210")).toBeUndefined();
    expect(detectZambianNetwork("0911234567")).toBeUndefined();
  });

  it("names only the three networks", () => {
    expect(zambianOperators).toEqual(["MTN", "Airtel", "Zamtel"]);
    expect(isZambianNetwork("Airtel")).toBe(true);
    expect(isZambianNetwork("Jio")).toBe(false);
  });
});

describe("bundles", () => {
  it("offers each network data and voice bundles, one popular, cheapest first by kind", () => {
    for (const network of zambianOperators) {
      const offered = bundlesFor(network);
      expect(
        offered.filter((b) => b.popular),
        network,
      ).toHaveLength(1);
      for (const kind of ["data", "voice"] as const) {
        const prices = offered.filter((b) => b.kind === kind).map((b) => b.price.minor);
        expect(prices.length, `${network} ${kind}`).toBeGreaterThan(1);
        expect(prices, `${network} ${kind}`).toEqual([...prices].sort((a, b) => a - b));
      }
    }
  });

  it("gives every bundle a unique id, a whole-kwacha price and what it carries", () => {
    expect(new Set(bundles.map((b) => b.id)).size).toBe(bundles.length);
    for (const b of bundles) {
      expect(b.price.currency, b.id).toBe("ZMW");
      expect(b.price.minor > 0 && b.price.minor % 100 === 0, b.id).toBe(true);
      expect(b.validityDays, b.id).toBeGreaterThan(0);
      if (b.kind === "data") expect(b.dataGb, b.id).toBeGreaterThan(0);
      else expect(b.minutes, b.id).toBeGreaterThan(0);
      expect(findBundle(b.id)).toBe(b);
    }
    expect(findBundle("jio-299")).toBeUndefined();
  });
});
