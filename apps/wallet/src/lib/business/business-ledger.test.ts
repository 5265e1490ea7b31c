import { inr, rupees } from "@repo/ledger/money";
import { sampleBusiness, sampleSales } from "@repo/mock-data/business";
import { describe, expect, it } from "vitest";

import {
  applySale,
  applySettlement,
  type BusinessSale,
  type BusinessSettlement,
  hasPendingSettlement,
  isSale,
  linkAmountProblem,
  seedBusinessBook,
  settlementNews,
  settlementQuote,
  settlementToBank,
} from "./business-ledger";

const NOW = new Date(2026, 10, 21, 18, 0);

const sale = (over: Partial<BusinessSale> = {}): BusinessSale => ({
  id: "TXN0000000001",
  kind: "sale",
  outletId: "banjara-hills",
  customer: "Priya Sharma",
  payer: "priya@okaxis",
  amount: rupees(499),
  date: NOW.toISOString(),
  status: "Completed",
  ...over,
});

describe("the business book", () => {
  it("keeps the instant settlement fee back from what reaches the bank", () => {
    expect(settlementQuote(rupees(10_000))).toEqual({
      amount: rupees(10_000),
      fee: rupees(50),
      toBank: rupees(9_950),
    });
    // 0.5% of ₹1,234.57 is 617.285 paise → 617.
    expect(settlementQuote(inr(123_457)).fee).toEqual(inr(617));
  });

  it("settles the whole business balance to the bank at once", () => {
    const book = applySale(
      { balances: { business: inr(0), bank: rupees(100) }, entries: [] },
      sale(),
    );
    const outcome = applySettlement(book, NOW);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.settlement.fee).toEqual(inr(250));
    expect(outcome.book.balances).toEqual({ business: inr(0), bank: inr(10_000 + 49_900 - 250) });
    expect(applySettlement(outcome.book, NOW)).toEqual({ ok: false, reason: "nothing-to-settle" });
  });

  it("counts a received payment once, and a failed one not at all", () => {
    const empty = { balances: { business: inr(0), bank: inr(0) }, entries: [] };
    const once = applySale(applySale(empty, sale()), sale());
    expect(once.entries).toHaveLength(1);
    expect(once.balances.business).toEqual(rupees(499));
    const failed = applySale(empty, sale({ id: "x", status: "Failed" }));
    expect(failed.balances.business).toEqual(inr(0));
    expect(failed.entries).toHaveLength(1);
  });

  it("dates the sample from the day business mode starts, never in the future", () => {
    const book = seedBusinessBook(NOW);
    const sales = book.entries.filter(isSale);
    expect(sales.length).toBeGreaterThan(150);
    expect(sales.every((s) => new Date(s.date) <= NOW)).toBe(true);
    const oldest = new Date(sales.at(-1)!.date);
    expect((NOW.getTime() - oldest.getTime()) / 86_400_000).toBeGreaterThan(30);
    expect(new Set(sales.map((s) => s.outletId))).toEqual(
      new Set(sampleBusiness.outlets.map((o) => o.id)),
    );
    expect(sales.some((s) => s.status === "Failed")).toBe(true);
  });

  it("settled every sample sale before the last sample settlement: the rest is the balance", () => {
    const book = seedBusinessBook(NOW);
    const lastSettlement = book.entries.find((e) => e.kind === "settlement")!;
    const since = book.entries
      .filter(isSale)
      .filter((s) => s.status === "Completed" && s.date > lastSettlement.date)
      .reduce((sum, s) => sum + s.amount.minor, 0);
    expect(book.balances.business).toEqual(inr(since));
    const settled = book.entries.flatMap((e) => (e.kind === "settlement" ? [e] : []));
    expect(settled).toHaveLength(3);
    const toBank = settled.reduce((sum, s) => sum + s.amount.minor - s.fee.minor, 0);
    expect(book.balances.bank).toEqual(
      inr(sampleBusiness.settlementAccount.openingBalance.minor + toBank),
    );
    expect(sampleSales.length).toBeGreaterThan(book.entries.filter(isSale).length - 1);
  });
});

describe("the amounts a link or a QR code may ask for", () => {
  const range = { min: rupees(1), max: rupees(1_00_000) };

  it("takes ₹1 to ₹1,00,000, and says that range for anything else", () => {
    expect(linkAmountProblem(rupees(1))).toBeNull();
    expect(linkAmountProblem(rupees(1_00_000))).toBeNull();
    expect(linkAmountProblem(inr(99))).toEqual(range);
    expect(linkAmountProblem(inr(1_00_000_01))).toEqual(range);
    expect(linkAmountProblem(undefined)).toEqual(range);
  });

  it("says the range of the amount's own currency", () => {
    expect(linkAmountProblem({ minor: 25_000_01, currency: "ZMW" })).toEqual({
      min: { minor: 1_00, currency: "ZMW" },
      max: { minor: 25_000_00, currency: "ZMW" },
    });
  });
});

describe("a settlement made, as the screen tells of it", () => {
  const made: BusinessSettlement = {
    id: "t1",
    kind: "settlement",
    amount: rupees(499),
    fee: inr(250),
    date: "2026-11-22T09:00:00.000Z",
    status: "Pending",
  };
  const bookOf = (...entries: BusinessSettlement[]) => ({
    balances: { business: inr(0), bank: inr(0) },
    entries,
  });

  it("is on its way, then settled or refused; ₹496.50 reaches the bank of ₹499", () => {
    expect(settlementToBank(made)).toEqual(inr(49_650));
    expect(settlementNews(made)).toBe("pending");
    expect(settlementNews({ ...made, status: "Completed" })).toBe("settled");
    expect(settlementNews({ ...made, status: "Failed" })).toBe("failed");
  });

  it("keeps the book read again only while one is on its way", () => {
    expect(hasPendingSettlement(undefined)).toBe(false);
    expect(hasPendingSettlement(bookOf({ ...made, status: "Completed" }))).toBe(false);
    expect(hasPendingSettlement(bookOf({ ...made, status: "Completed" }, made))).toBe(true);
  });
});
