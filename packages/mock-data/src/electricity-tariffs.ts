import type { ElectricityTariff } from "./types";

/**
 * ZESCO's residential prepaid tariff as sample figures (ngwee per kWh, taxes included): the
 * first 200 units of a month are cheapest, the next 100 dearer, and every unit above 300 dearer
 * still. Not ZESCO's published tariff.
 */
export const zescoResidential: ElectricityTariff = {
  id: "zesco-residential",
  currency: "ZMW",
  bands: [
    { upToKwh: 200, minorPerKwh: 47 },
    { upToKwh: 300, minorPerKwh: 85 },
    { upToKwh: null, minorPerKwh: 194 },
  ],
};

const WH_PER_KWH = 1000;

/**
 * The energy, in whole watt-hours, that `minor` (ngwee) buys on `tariff` after `boughtWh` this
 * month: each band's units at its price until the money runs out. Worked in thousandths of a
 * ngwee, so nothing is lost to rounding except the last part of a watt-hour.
 */
export function unitsFor(tariff: ElectricityTariff, minor: number, boughtWh = 0): number {
  if (!Number.isSafeInteger(minor) || minor <= 0) return 0;
  let left = minor * WH_PER_KWH;
  let used = Math.max(0, boughtWh);
  let wh = 0;
  for (const band of tariff.bands) {
    const room =
      band.upToKwh === null ? Number.POSITIVE_INFINITY : band.upToKwh * WH_PER_KWH - used;
    if (room <= 0) continue;
    const affordable = Math.floor(left / band.minorPerKwh);
    const bought = Math.min(room, affordable);
    wh += bought;
    used += bought;
    left -= bought * band.minorPerKwh;
    if (bought < room) break;
  }
  return wh;
}
