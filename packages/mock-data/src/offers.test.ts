import { describe, expect, it } from "vitest";

import { cashbackFor, firstPaymentOffer, offers } from "./offers";
import { rewards } from "./rewards";

describe("cashbackFor", () => {
  it("gives 10% of the first payment, capped at ₹100, from ₹100 up", () => {
    expect(cashbackFor(firstPaymentOffer, 99)).toBe(0);
    expect(cashbackFor(firstPaymentOffer, 100)).toBe(10);
    expect(cashbackFor(firstPaymentOffer, 555)).toBe(55);
    expect(cashbackFor(firstPaymentOffer, 5000)).toBe(100);
  });

  it("pays flat cashback in full and nothing for a fee waiver", () => {
    const recharge = offers.find((o) => o.id === "recharge-20")!;
    expect(cashbackFor(recharge, 248)).toBe(0);
    expect(cashbackFor(recharge, 299)).toBe(20);
    expect(
      cashbackFor(
        offers.find((o) => o.kind === "fee-waiver")!,
        5000,
      ),
    ).toBe(0);
  });
});

describe("rewards", () => {
  it("lists rewards newest first, each from a known offer when it names one", () => {
    const times = rewards.map((r) => Date.parse(r.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(rewards.map((r) => r.id)).size).toBe(rewards.length);
    const offerIds = new Set(offers.map((o) => o.id));
    for (const reward of rewards) {
      if (reward.offerId) expect(offerIds.has(reward.offerId), reward.id).toBe(true);
      expect(reward.amount, reward.id).toBeGreaterThan(0);
    }
  });
});
