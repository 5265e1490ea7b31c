import { describe, expect, it } from "vitest";

import { constantTimeEqual, hashPin, PIN_HASH_ITERATIONS, verifyPin } from "./pin-hash";

// A low count keeps these tests fast; one test uses the real default.
const FAST = 1_000;

describe("hashPin / verifyPin", () => {
  it("records the default iteration count (at least 100,000) and verifies the PIN", async () => {
    const record = await hashPin("135790");
    expect(PIN_HASH_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    expect(record.iterations).toBe(PIN_HASH_ITERATIONS);
    expect(await verifyPin("135790", record)).toBe(true);
  });

  it("gives the same PIN a different salt and hash each time", async () => {
    const first = await hashPin("135790", FAST);
    const second = await hashPin("135790", FAST);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(atob(first.salt)).toHaveLength(16);
    expect(atob(first.hash)).toHaveLength(32);
    expect(await verifyPin("135790", second)).toBe(true);
  });

  it("refuses a wrong PIN, one digit off at either end", async () => {
    const record = await hashPin("135790", FAST);
    expect(await verifyPin("111111", record)).toBe(false);
    expect(await verifyPin("035790", record)).toBe(false);
    expect(await verifyPin("135791", record)).toBe(false);
  });

  it("checks with the iteration count stored in the record", async () => {
    const record = await hashPin("135790", FAST);
    expect(await verifyPin("135790", { ...record, iterations: FAST + 1 })).toBe(false);
  });

  it("keeps nothing of the PIN in the stored record", async () => {
    const record = await hashPin("135790", FAST);
    expect(Object.keys(record).sort()).toEqual(["hash", "iterations", "salt"]);
    const stored = JSON.stringify(record);
    expect(stored).not.toContain("135790");
    expect(stored).not.toContain(btoa("135790"));
  });

  it("matches nothing when the record is damaged", async () => {
    const record = await hashPin("135790", FAST);
    expect(await verifyPin("135790", { ...record, hash: "not base64!" })).toBe(false);
    expect(await verifyPin("135790", { ...record, hash: "" })).toBe(false);
  });
});

describe("constantTimeEqual", () => {
  /** Counts how many bytes of `bytes` are read. */
  function counted(bytes: number[]) {
    const reads = new Set<number>();
    const proxy = new Proxy(bytes, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads.add(Number(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    return { proxy, reads };
  }

  it("reads every byte even when the first one already differs", () => {
    const a = counted([9, 2, 3, 4, 5, 6, 7, 8]);
    const b = counted([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(constantTimeEqual(a.proxy, b.proxy)).toBe(false);
    expect(a.reads.size).toBe(8);
    expect(b.reads.size).toBe(8);
  });

  it("tells equal from different anywhere, and different lengths apart", () => {
    expect(constantTimeEqual([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(constantTimeEqual([1, 2, 3], [1, 2, 4])).toBe(false);
    expect(constantTimeEqual([1, 2, 3], [1, 2, 3, 0])).toBe(false);
    expect(constantTimeEqual([], [])).toBe(true);
  });
});
