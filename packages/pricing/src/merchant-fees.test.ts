import { feeFor, feeRates } from "@repo/ledger/fees";
import { rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import { merchantFeeRate, merchantFees, merchantPlanRate } from "./merchant-fees";
import { formatPercent } from "./percent";

describe("merchant fees", () => {
  it("are the rates the ledger charges each kind of merchant payment", () => {
    const sale = rupees(1_000);
    expect(feeFor("qr", sale).minor).toBe(0);
    expect(feeFor("link", sale).minor).toBe(
      (sale.minor * merchantFeeRate("paymentLinks")) / 10_000,
    );
    expect(feeFor("settlement", sale).minor).toBe(
      (sale.minor * merchantFeeRate("settlement")) / 10_000,
    );
  });

  it("read as the published figures: QR free, links 1.5%, settlement 0.5%, gateway 2%", () => {
    expect(merchantFees.map(({ id, rate }) => [id, formatPercent(rate)])).toEqual([
      ["qr", "0%"],
      ["paymentLinks", "1.5%"],
      ["settlement", "0.5%"],
      ["gateway", "2%"],
    ]);
  });

  it("make the Merchant plan's per-transaction rate: a free QR payment settled to the bank", () => {
    expect(formatPercent(merchantPlanRate)).toBe("0.5%");
    // The ledger's published plan rate is the same figure, explained by the two fees.
    expect(merchantPlanRate).toBe(feeRates.merchantPlan);
  });
});
