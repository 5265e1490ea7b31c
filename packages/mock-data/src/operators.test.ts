import { describe, expect, it } from "vitest";

import { detectOperator, findOperator, operators, plansFor, rechargePlans } from "./operators";
import { user } from "./user";

describe("detectOperator", () => {
  it("detects the operator from the number's first four digits", () => {
    expect(detectOperator("7013012345")?.id).toBe("jio");
    expect(detectOperator("98490 12345")?.id).toBe("airtel");
    expect(detectOperator("9848")?.id).toBe("vi");
    expect(detectOperator("9440123456")?.id).toBe("bsnl");
  });

  it("matches the sample ledger: the user's own number is on Airtel", () => {
    expect(detectOperator(user.phone)?.name).toBe("Airtel");
  });

  it("waits for four digits and admits an unknown series", () => {
    expect(detectOperator("984")).toBeUndefined();
    expect(detectOperator("5555123456")).toBeUndefined();
  });

  it("never gives one series to two operators", () => {
    const series = operators.flatMap((o) => o.prefixes);
    expect(new Set(series).size).toBe(series.length);
    for (const prefix of series) expect(prefix).toMatch(/^[6-9]\d{3}$/);
  });
});

describe("recharge plans", () => {
  it("lists plans for every operator, cheapest first, with one popular plan each", () => {
    for (const operator of operators) {
      const plans = plansFor(operator.id);
      expect(plans.length, operator.id).toBeGreaterThan(2);
      expect(
        plans.filter((p) => p.popular),
        operator.id,
      ).toHaveLength(1);
      const prices = plans.map((p) => p.price.minor);
      expect(
        prices.filter((p, i) => i > 0 && p < prices[i - 1]!),
        operator.id,
      ).toEqual([]);
    }
    expect(new Set(rechargePlans.map((p) => p.id)).size).toBe(rechargePlans.length);
    expect(findOperator("vi")?.name).toBe("Vi");
  });
});
