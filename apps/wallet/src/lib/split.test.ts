import { inr, rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import { checkShares, equalShares } from "./split";

const sum = (shares: { minor: number }[]) => shares.reduce((total, s) => total + s.minor, 0);

describe("equalShares", () => {
  it("splits ₹900 among three into ₹300 each", () => {
    expect(equalShares(rupees(900), 3)).toEqual([rupees(300), rupees(300), rupees(300)]);
  });

  it("gives the paise that do not divide evenly to the first shares, one each", () => {
    expect(equalShares(rupees(1000), 3)).toEqual([inr(33_334), inr(33_333), inr(33_333)]);
    expect(equalShares(inr(1001), 4)).toEqual([inr(251), inr(250), inr(250), inr(250)]);
    expect(equalShares(inr(1003), 4)).toEqual([inr(251), inr(251), inr(251), inr(250)]);
  });

  it("never loses or makes up a paisa", () => {
    for (const minor of [1, 7, 99_999, 123_457, 10_000_000]) {
      for (let count = 1; count <= 6; count += 1) {
        const shares = equalShares(inr(minor), count);
        expect(shares).toHaveLength(count);
        expect(sum(shares)).toBe(minor);
        const amounts = shares.map((s) => s.minor);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("has no shares for nobody", () => {
    expect(equalShares(rupees(900), 0)).toEqual([]);
  });
});

describe("checkShares", () => {
  it("takes shares that add up to the bill", () => {
    expect(checkShares(rupees(900), [rupees(400), rupees(300), rupees(200)])).toEqual({
      ok: true,
    });
  });

  it("says how much shares fall short of the bill", () => {
    expect(checkShares(rupees(900), [rupees(400), rupees(300), rupees(150)])).toEqual({
      ok: false,
      problem: "short",
      sum: rupees(850),
      difference: rupees(50),
    });
  });

  it("says how much shares go over the bill, to the paisa", () => {
    expect(checkShares(rupees(900), [rupees(400), rupees(300), inr(20_001)])).toEqual({
      ok: false,
      problem: "over",
      sum: inr(90_001),
      difference: inr(1),
    });
  });
});
