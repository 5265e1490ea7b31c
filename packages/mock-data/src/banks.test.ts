import { describe, expect, it } from "vitest";

import { bankAccounts, bankNameForIfsc } from "./banks";
import { cards } from "./cards";

describe("payment methods", () => {
  it("holds only the last four digits of each account and card", () => {
    for (const item of [...bankAccounts, ...cards]) expect(item.last4, item.id).toMatch(/^\d{4}$/);
  });

  it("has exactly one primary bank account, listed first", () => {
    expect(bankAccounts.filter((b) => b.primary)).toHaveLength(1);
    expect(bankAccounts[0]?.primary).toBe(true);
    for (const b of bankAccounts) expect(b.ifsc, b.id).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
  });

  it("gives every card an MM/YY expiry", () => {
    for (const c of cards) expect(c.expiry, c.id).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
  });

  it("names the sample bank of an IFSC, including every linked account's", () => {
    expect(bankNameForIfsc("ICIC0001234")).toBe("ICICI Bank");
    expect(bankNameForIfsc("sbin0020074")).toBe("State Bank of India");
    expect(bankNameForIfsc("ABCD0123456")).toBeUndefined();
    for (const b of bankAccounts) expect(bankNameForIfsc(b.ifsc), b.id).toBe(b.bankName);
  });
});
