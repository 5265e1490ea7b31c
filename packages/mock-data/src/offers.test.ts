import { describe, expect, it } from "vitest";

import { offers } from "./offers";
import { rewards } from "./rewards";

describe("rewards", () => {
  it("lists rewards newest first, each from a known offer when it names one", () => {
    const times = rewards.map((r) => Date.parse(r.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(rewards.map((r) => r.id)).size).toBe(rewards.length);
    const offerIds = new Set(offers.map((o) => o.id));
    for (const reward of rewards) {
      if (reward.offerId) expect(offerIds.has(reward.offerId), reward.id).toBe(true);
      expect(reward.amount.minor, reward.id).toBeGreaterThan(0);
    }
  });
});
