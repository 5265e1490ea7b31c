import { feeOn, feeRates } from "@repo/ledger/fees";
import { minorDigits } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import {
  type Corridor,
  corridorFor,
  corridors,
  corridorsFromZambia,
  countryName,
} from "./corridors";
import { quoteFromReceive, quoteFromSend } from "./quote";
import {
  appliedRate,
  FX_MARGIN_BPS,
  midMarketInr,
  midMarketRate,
  midMarketRates,
  RATE_SCALE,
  rateText,
} from "./rates";

const zambia = corridorFor("ZM") as Corridor;

describe("quoteFromSend", () => {
  it("charges 1.5% on ₹10,000 and converts at the rate less the margin", () => {
    const quote = quoteFromSend(zambia, 10_000_00);
    expect(quote.fee).toEqual({ minor: 150_00, currency: "INR" });
    expect(quote.total).toEqual({ minor: 10_150_00, currency: "INR" });
    // ₹1 = K0.3125 mid-market, less 0.5%: K0.3109375, rounded down to K0.310937.
    expect(rateText(quote.midRate)).toBe("0.3125");
    expect(rateText(quote.rate)).toBe("0.310937");
    // ₹10,000 × 0.310937 = K3,109.37
    expect(quote.receive).toEqual({ minor: 3_109_37, currency: "ZMW" });
    expect(quote.delivery).toEqual({ unit: "minutes", max: 10 });
  });

  it("rounds what they receive down to the destination's minor unit", () => {
    // ₹1.01 × 0.310937 = K0.31404637 → 31 ngwee.
    expect(quoteFromSend(zambia, 101).receive.minor).toBe(31);
    // Currencies without minor units round to whole units: ₹100 → UGX 4,070.54… → 4,070.
    const uganda = corridorFor("UG") as Corridor;
    const ugandaRate = appliedRate(midMarketRates.UGX);
    expect(quoteFromSend(uganda, 100_00).receive.minor).toBe(
      Math.floor((100 * ugandaRate) / RATE_SCALE),
    );
  });

  it("converts into three-decimal currencies in their own minor units", () => {
    const kuwait = corridorFor("KW") as Corridor;
    // ₹10,000 × 0.003471 (0.003489 less 0.5%, rounded down) = KWD 34.710
    expect(rateText(quoteFromSend(kuwait, 10_000_00).rate)).toBe("0.003471");
    expect(quoteFromSend(kuwait, 10_000_00).receive).toEqual({ minor: 34_710, currency: "KWD" });
  });

  it("does not drift where floating point would (0.1 + 0.2)", () => {
    // 10 paise + 20 paise is exactly 30 paise, and its quote equals the quote of 30 paise.
    expect(0.1 + 0.2).not.toBe(0.3);
    const thirty = quoteFromSend(zambia, 10 + 20);
    expect(thirty.send.minor).toBe(30);
    expect(thirty).toEqual(quoteFromSend(zambia, 30));
    // ₹0.30 at 1.5% is 0.45 paise → 0; ₹0.70 is 1.05 paise → 1.
    expect(thirty.fee.minor).toBe(0);
    expect(quoteFromSend(zambia, 70).fee.minor).toBe(1);
  });

  it("stays exact for the largest transfers (no floating-point overflow)", () => {
    const japan = corridorFor("JP") as Corridor;
    const crore = 1_00_00_000_00; // ₹1 crore in paise
    const rate = BigInt(appliedRate(midMarketRates.JPY));
    expect(quoteFromSend(japan, crore).receive.minor).toBe(
      Number((BigInt(crore) * rate) / (BigInt(RATE_SCALE) * 100n)),
    );
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => quoteFromSend(zambia, 10.5)).toThrow(RangeError);
    expect(() => quoteFromSend(zambia, -1)).toThrow(RangeError);
  });
});

describe("quoteFromReceive", () => {
  it("finds the smallest amount in rupees that delivers what they should receive", () => {
    const quote = quoteFromReceive(zambia, 3_109_37);
    expect(quote.send.minor).toBe(10_000_00);
    expect(quote.receive.minor).toBe(3_109_37);
    expect(quote.fee.minor).toBe(150_00);
  });

  it("rounds up: one paisa less would deliver less than asked", () => {
    for (const corridor of corridors) {
      for (const wanted of [1, 99, 1_000, 123_457, 50_000_000]) {
        const quote = quoteFromReceive(corridor, wanted);
        expect(quote.receive.minor, corridor.country).toBeGreaterThanOrEqual(wanted);
        if (quote.send.minor > 0) {
          expect(quoteFromSend(corridor, quote.send.minor - 1).receive.minor).toBeLessThan(wanted);
        }
      }
    }
  });

  it("round-trips: send → receive → send never asks for more than the first amount", () => {
    for (const corridor of corridors) {
      for (const send of [1_00, 999_99, 10_000_00, 1_00_000_00]) {
        const there = quoteFromSend(corridor, send);
        const back = quoteFromReceive(corridor, there.receive.minor);
        expect(back.send.minor, corridor.country).toBeLessThanOrEqual(send);
        expect(back.receive.minor, corridor.country).toBe(there.receive.minor);
      }
    }
  });
});

describe("the data", () => {
  it("lists Zambia first and at least 50 more countries, each once, with a rate", () => {
    expect(corridors[0]?.country).toBe("ZM");
    expect(corridors.length).toBeGreaterThanOrEqual(51);
    expect(new Set(corridors.map((c) => c.country)).size).toBe(corridors.length);
    for (const corridor of corridors) {
      expect(midMarketRates[corridor.currency], corridor.country).toBeGreaterThan(0);
      expect(corridor.methods.length, corridor.country).toBeGreaterThan(0);
    }
  });

  it("keeps the margin less than the rates it applies to and states rates exactly", () => {
    expect(FX_MARGIN_BPS).toBe(50);
    expect(rateText(1_466_000)).toBe("1.466");
    expect(rateText(27_840_000)).toBe("27.84");
    expect(rateText(3_489)).toBe("0.003489");
  });

  it("agrees with Intl on how many minor digits each destination currency has", () => {
    for (const corridor of corridors) {
      const intl = new Intl.NumberFormat("en", { style: "currency", currency: corridor.currency });
      expect(intl.resolvedOptions().maximumFractionDigits, corridor.currency).toBe(
        minorDigits[corridor.currency],
      );
    }
  });

  it("converts other currencies to rupees at the mid-market rate, to the paisa", () => {
    // ₹1 = K0.3125, so K1 costs ₹3.20 and K1,234.50 costs ₹3,950.40.
    expect(midMarketInr({ minor: 100, currency: "ZMW" })).toEqual({ minor: 320, currency: "INR" });
    expect(midMarketInr({ minor: 1_234_50, currency: "ZMW" }).minor).toBe(3_950_40);
    // ¥1 at ₹1 = ¥1.705 is 58.65 paise: rounded half up to 59.
    expect(midMarketInr({ minor: 1, currency: "JPY" }).minor).toBe(59);
  });

  it("names a country in the reader's language, English from the data", () => {
    const zambia = corridorFor("ZM") as Corridor;
    expect(countryName(zambia, "en")).toBe("Zambia");
    expect(countryName(zambia, "hi")).toBe(
      new Intl.DisplayNames(["hi"], { type: "region" }).of("ZM"),
    );
    expect(countryName(zambia, "hi")).not.toBe("Zambia");
    expect(countryName({ country: "ZM" }, "en")).toBe("Zambia");
  });
});

describe("quotes from the kwacha (a Zambian wallet sending to India)", () => {
  const india = corridorFor("IN", "ZMW") as Corridor;

  it("lists India first from Zambia, and not among India's own destinations", () => {
    expect(corridorsFromZambia[0]?.country).toBe("IN");
    expect(india.currency).toBe("INR");
    expect(corridorFor("IN")).toBeUndefined();
    expect(corridorFor("ZM", "ZMW")).toBeUndefined();
  });

  it("charges the same 1.5% on K500, in kwacha, and converts at K1 = ₹3.20 less the margin", () => {
    const quote = quoteFromSend(india, 500_00, "ZMW");
    expect(quote.send).toEqual({ minor: 500_00, currency: "ZMW" });
    expect(quote.fee).toEqual({ minor: feeOn(500_00, feeRates.crossBorder), currency: "ZMW" });
    expect(quote.fee.minor).toBe(7_50);
    expect(quote.total).toEqual({ minor: 507_50, currency: "ZMW" });
    expect(rateText(quote.midRate)).toBe("3.2");
    // 3.2 less 0.5% = 3.184 exactly: K500 × 3.184 = ₹1,592.00
    expect(rateText(quote.rate)).toBe("3.184");
    expect(quote.receive).toEqual({ minor: 1_592_00, currency: "INR" });
    expect(quote.marginBps).toBe(FX_MARGIN_BPS);
    expect(quote.delivery).toEqual({ unit: "days", max: 2 });
  });

  it("is the inverse of the rupee's sample rate to the kwacha", () => {
    expect(midMarketRate("ZMW", "INR")).toBe(RATE_SCALE ** 2 / midMarketRates.ZMW);
    expect(midMarketRate("ZMW", "USD")).toBeUndefined();
    expect(() => quoteFromSend(corridorFor("ZM") as Corridor, 100, "ZMW")).toThrow(RangeError);
  });

  it("rounds the fee half up to the ngwee and what arrives down to the paisa", () => {
    // 1.5% of 33 ngwee = 0.495 → 0; of 34 ngwee = 0.51 → 1.
    expect(quoteFromSend(india, 33, "ZMW").fee.minor).toBe(0);
    expect(quoteFromSend(india, 34, "ZMW").fee.minor).toBe(1);
    // K0.01 × 3.184 = ₹0.03184 → 3 paise; K1.07 × 3.184 = ₹3.40688 → ₹3.40.
    expect(quoteFromSend(india, 1, "ZMW").receive.minor).toBe(3);
    expect(quoteFromSend(india, 1_07, "ZMW").receive.minor).toBe(3_40);
  });

  it("finds the kwacha for a rupee amount, rounding up, and round-trips", () => {
    // ₹1,592 needs exactly K500; ₹1,000 needs K314.0703… → K314.08.
    expect(quoteFromReceive(india, 1_592_00, "ZMW").send.minor).toBe(500_00);
    const thousand = quoteFromReceive(india, 1_000_00, "ZMW");
    expect(thousand.send).toEqual({ minor: 314_08, currency: "ZMW" });
    expect(thousand.receive.minor).toBeGreaterThanOrEqual(1_000_00);
    expect(quoteFromSend(india, 314_07, "ZMW").receive.minor).toBeLessThan(1_000_00);
    for (const send of [1_00, 999_99, 25_000_00]) {
      const there = quoteFromSend(india, send, "ZMW");
      const back = quoteFromReceive(india, there.receive.minor, "ZMW");
      expect(back.send.minor).toBeLessThanOrEqual(send);
      expect(back.receive.minor).toBe(there.receive.minor);
    }
  });

  it("leaves every quote from the rupee as it was (the rupee is the default)", () => {
    expect(quoteFromSend(zambia, 10_000_00, "INR")).toEqual(quoteFromSend(zambia, 10_000_00));
    expect(quoteFromSend(zambia, 10_000_00).send.currency).toBe("INR");
  });
});
