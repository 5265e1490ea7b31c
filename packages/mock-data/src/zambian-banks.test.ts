import { describe, expect, it } from "vitest";

import {
  checkSortCode,
  checkZambianAccount,
  SORT_CODE_DIGITS,
  zambianBanks,
} from "./zambian-banks";

const zanaco = zambianBanks[0];

describe("Zambian sample banks", () => {
  it("gives each bank its own two-digit code and an account length", () => {
    expect(new Set(zambianBanks.map((bank) => bank.code)).size).toBe(zambianBanks.length);
    for (const bank of zambianBanks) {
      expect(bank.code, bank.id).toMatch(/^\d{2}$/);
      expect(bank.accountDigits, bank.id).toBeGreaterThanOrEqual(10);
    }
  });

  it("tells the bank from a six-digit sort code, written with or without dashes", () => {
    expect(checkSortCode("010002")).toMatchObject({ ok: true, sortCode: "010002", bank: zanaco });
    expect(checkSortCode("04-00-13")).toMatchObject({
      ok: true,
      bank: { name: "Stanbic Bank Zambia" },
    });
    expect(checkSortCode(" 26 00 01 ")).toMatchObject({ ok: true, sortCode: "260001" });
  });

  it("refuses a missing, malformed or unknown sort code, saying which", () => {
    expect(checkSortCode("")).toEqual({ ok: false, reason: "sort-code-required" });
    expect(checkSortCode("01000")).toEqual({ ok: false, reason: "sort-code-format" });
    expect(checkSortCode("0100021")).toEqual({ ok: false, reason: "sort-code-format" });
    expect(checkSortCode("01O002")).toEqual({ ok: false, reason: "sort-code-format" });
    expect(checkSortCode("990001")).toEqual({ ok: false, reason: "sort-code-unknown" });
    expect(SORT_CODE_DIGITS).toBe(6);
  });

  it("holds an account number to its bank's length", () => {
    expect(checkZambianAccount("0123 4567 89012", zanaco)).toEqual({
      ok: true,
      account: "0123456789012",
    });
    expect(checkZambianAccount("012345678901", zanaco)).toEqual({
      ok: false,
      reason: "account-digits",
    });
    const absa = zambianBanks.find((bank) => bank.id === "absa")!;
    expect(checkZambianAccount("1234567890", absa).ok).toBe(true);
    expect(checkZambianAccount("12345678AB", absa)).toEqual({
      ok: false,
      reason: "account-digits",
    });
    expect(checkZambianAccount(" ", absa)).toEqual({ ok: false, reason: "account-required" });
  });
});
