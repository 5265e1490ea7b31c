import { describe, expect, it } from "vitest";

import { feeRates, formatPercent } from "./fees";

describe("fee rates", () => {
  it("holds the published rates in basis points", () => {
    expect(feeRates).toMatchObject({
      crossBorder: 150,
      paymentLinks: 150,
      gateway: 200,
      instantSettlement: 50,
      bankTransfer: 0,
      walletLoading: 0,
      billPayments: 0,
      qrPayments: 0,
    });
  });

  it("writes them as percentages for copy", () => {
    expect(formatPercent(feeRates.crossBorder)).toBe("1.5%");
    expect(formatPercent(feeRates.gateway)).toBe("2%");
    expect(formatPercent(feeRates.instantSettlement)).toBe("0.5%");
    expect(formatPercent(feeRates.qrPayments)).toBe("0%");
  });
});
