import { describe, expect, it } from "vitest";

import { unitsFor, zescoResidential } from "./electricity-tariffs";

const [first, second, third] = zescoResidential.bands;

describe("unitsFor", () => {
  it("buys units at the first band's price while the month's first band lasts", () => {
    // K47 at 47 ngwee a unit: exactly 100 kWh.
    expect(unitsFor(zescoResidential, 47_00)).toBe(100_000);
    // K1 buys 1000/47 kWh, down to the whole watt-hour.
    expect(unitsFor(zescoResidential, 1_00)).toBe(Math.floor((100 * 1000) / first!.minorPerKwh));
  });

  it("moves to the dearer bands once the cheaper ones are used up this month", () => {
    const firstBand = first!.upToKwh! * first!.minorPerKwh;
    const secondBand = (second!.upToKwh! - first!.upToKwh!) * second!.minorPerKwh;
    // K94 fills the first 200 kWh; K85 more fills the next 100; K19.40 more buys 10 kWh at K1.94.
    expect(unitsFor(zescoResidential, firstBand)).toBe(200_000);
    expect(unitsFor(zescoResidential, firstBand + secondBand)).toBe(300_000);
    expect(unitsFor(zescoResidential, firstBand + secondBand + 10 * third!.minorPerKwh)).toBe(
      310_000,
    );
  });

  it("counts units already bought this month", () => {
    // 150 kWh bought already: K100 buys 50 kWh at 47 ngwee, then (K100 − K23.50) at 85 ngwee.
    const expected = 50_000 + Math.floor(((100_00 - 50 * 47) * 1000) / 85);
    expect(unitsFor(zescoResidential, 100_00, 150_000)).toBe(expected);
    // Above 300 kWh every unit is at the top band's price.
    expect(unitsFor(zescoResidential, 194_00, 400_000)).toBe(100_000);
  });

  it("buys more units for more money, and none for nothing", () => {
    let last = 0;
    for (const kwacha of [1, 5, 20, 50, 100, 200, 500, 1000]) {
      const wh = unitsFor(zescoResidential, kwacha * 100);
      expect(wh, `K${kwacha}`).toBeGreaterThan(last);
      last = wh;
    }
    expect(unitsFor(zescoResidential, 0)).toBe(0);
    expect(unitsFor(zescoResidential, -100)).toBe(0);
    expect(unitsFor(zescoResidential, 1.5)).toBe(0);
  });
});
