import { feeRates } from "@repo/ledger/fees";
import { describe, expect, it } from "vitest";

import { formatPercent } from "./percent";

describe("formatPercent", () => {
  it("writes the fee rates as percentages for copy", () => {
    expect(formatPercent(feeRates.crossBorder)).toBe("1.5%");
    expect(formatPercent(feeRates.gateway)).toBe("2%");
    expect(formatPercent(feeRates.instantSettlement)).toBe("0.5%");
    expect(formatPercent(feeRates.qrPayments)).toBe("0%");
  });

  it("writes them in another language's digits", () => {
    expect(formatPercent(150, "hi-IN-u-nu-deva")).toBe("१.५%");
  });
});
