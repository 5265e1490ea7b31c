import { rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import { validEntry } from "./entry-schema";

const bill = {
  id: "TXN1234567890",
  name: "ZESCO prepaid",
  amount: rupees(-100),
  type: "expense",
  category: "bills",
  date: "2026-11-23T09:00:00.000Z",
  status: "Completed",
  kind: "bill",
  recipient: "04123456789",
  method: "wallet",
};

describe("validEntry: prepaid electricity", () => {
  it("keeps a bill's 20-digit token and its units", () => {
    const prepaid = { token: "01234567890123456789", energyWh: 212_765 };
    expect(validEntry({ ...bill, prepaid })).toEqual({ ...bill, prepaid });
    expect(validEntry(bill)).toEqual(bill);
  });

  it.each([
    ["a short token", { token: "0123456789012345678", energyWh: 1 }],
    ["a grouped token", { token: "0123 4567 8901 2345 6789", energyWh: 1 }],
    ["fractional units", { token: "01234567890123456789", energyWh: 1.5 }],
    ["negative units", { token: "01234567890123456789", energyWh: -1 }],
    ["no units", { token: "01234567890123456789" }],
  ])("sets aside an entry with %s", (_, prepaid) => {
    expect(validEntry({ ...bill, prepaid })).toBeNull();
  });
});
