import { describe, expect, it } from "vitest";

import { nextSettlement, settledAsOf } from "./settlement";

const paid = { id: "TXN1", status: "Pending" as const, settlesAt: "2026-11-21T04:40:00.000Z" };

describe("settledAsOf", () => {
  it("keeps a payment on its way until its settle time, then completes it at that time", () => {
    expect(settledAsOf(paid, new Date("2026-11-21T04:39:59.999Z"))).toEqual(paid);
    expect(settledAsOf(paid, new Date("2026-11-21T04:40:00.000Z"))).toEqual({
      id: "TXN1",
      status: "Completed",
      statusChangedAt: "2026-11-21T04:40:00.000Z",
    });
  });

  it("leaves completed, failed and time-less payments as they were recorded", () => {
    const later = new Date("2030-01-01T00:00:00Z");
    const done = { status: "Completed" as const };
    const failed = { status: "Failed" as const, settlesAt: paid.settlesAt };
    const open = { status: "Pending" as const };
    expect(settledAsOf(done, later)).toBe(done);
    expect(settledAsOf(failed, later)).toBe(failed);
    expect(settledAsOf(open, later)).toBe(open);
  });
});

describe("nextSettlement", () => {
  it("is the soonest settle time still ahead, or undefined when nothing is on its way", () => {
    const now = new Date("2026-11-21T04:35:00.000Z");
    const soon = { status: "Pending" as const, settlesAt: "2026-11-21T04:36:00.000Z" };
    const past = { status: "Pending" as const, settlesAt: "2026-11-21T04:30:00.000Z" };
    expect(nextSettlement([paid, soon, past, { status: "Completed" }], now)).toBe(
      Date.parse(soon.settlesAt),
    );
    expect(nextSettlement([past, { status: "Completed" }], now)).toBeUndefined();
  });
});
