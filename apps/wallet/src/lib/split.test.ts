import { inr, rupees } from "@repo/ledger/money";
import { describe, expect, it } from "vitest";

import { mobileRuleOf } from "./phone";
import {
  checkShares,
  equalShares,
  isAsked,
  planSplit,
  splitCheck,
  splitPerson,
  splitProgress,
  toggled,
} from "./split";

const sum = (shares: { minor: number }[]) => shares.reduce((total, s) => total + s.minor, 0);

describe("equalShares", () => {
  it("splits ₹900 among three into ₹300 each", () => {
    expect(equalShares(rupees(900), 3)).toEqual([rupees(300), rupees(300), rupees(300)]);
  });

  it("gives the paise that do not divide evenly to the first shares, one each", () => {
    expect(equalShares(rupees(1000), 3)).toEqual([inr(33_334), inr(33_333), inr(33_333)]);
    expect(equalShares(inr(1001), 4)).toEqual([inr(251), inr(250), inr(250), inr(250)]);
    expect(equalShares(inr(1003), 4)).toEqual([inr(251), inr(251), inr(251), inr(250)]);
  });

  it("never loses or makes up a paisa", () => {
    for (const minor of [1, 7, 99_999, 123_457, 10_000_000]) {
      for (let count = 1; count <= 6; count += 1) {
        const shares = equalShares(inr(minor), count);
        expect(shares).toHaveLength(count);
        expect(sum(shares)).toBe(minor);
        const amounts = shares.map((s) => s.minor);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("has no shares for nobody", () => {
    expect(equalShares(rupees(900), 0)).toEqual([]);
  });
});

describe("checkShares", () => {
  it("takes shares that add up to the bill", () => {
    expect(checkShares(rupees(900), [rupees(400), rupees(300), rupees(200)])).toEqual({
      ok: true,
    });
  });

  it("says how much shares fall short of the bill", () => {
    expect(checkShares(rupees(900), [rupees(400), rupees(300), rupees(150)])).toEqual({
      ok: false,
      problem: "short",
      sum: rupees(850),
      difference: rupees(50),
    });
  });

  it("says how much shares go over the bill, to the paisa", () => {
    expect(checkShares(rupees(900), [rupees(400), rupees(300), inr(20_001)])).toEqual({
      ok: false,
      problem: "over",
      sum: inr(90_001),
      difference: inr(1),
    });
  });
});

describe("splitPerson", () => {
  const own = { phone: "9876543210", upiId: "asha@sangam" };

  it("takes a mobile number as its national digits, however it is written", () => {
    expect(splitPerson("+91 98123 45670", own, [])).toEqual({ ok: true, value: "9812345670" });
    expect(splitPerson(" 09812345670 ", own, [])).toEqual({ ok: true, value: "9812345670" });
  });

  it("takes a UPI ID in lower case", () => {
    expect(splitPerson("Ravi.K@OkAxis", own, [])).toEqual({ ok: true, value: "ravi.k@okaxis" });
  });

  it("reads numbers by the home country's rule", () => {
    expect(splitPerson("0971234567", own, [], mobileRuleOf("ZM"))).toEqual({
      ok: true,
      value: "971234567",
    });
    expect(splitPerson("9812345670", own, [], mobileRuleOf("ZM"))).toEqual({
      ok: false,
      problem: "invalid",
    });
  });

  it("refuses what is neither a number nor a UPI ID", () => {
    for (const text of ["", "12345", "ravi@", "@okaxis", "ravi kumar", "0000000000"]) {
      expect(splitPerson(text, own, [])).toEqual({ ok: false, problem: "invalid" });
    }
  });

  it("refuses yourself, by number or UPI ID in any case: your share is never asked", () => {
    expect(splitPerson("98765 43210", own, [])).toEqual({ ok: false, problem: "self" });
    expect(splitPerson("ASHA@sangam", own, [])).toEqual({ ok: false, problem: "self" });
  });

  it("refuses someone already in the split: one request per person", () => {
    expect(splitPerson("+919812345670", own, ["me", "9812345670"])).toEqual({
      ok: false,
      problem: "added",
    });
    expect(splitPerson("Ravi@okaxis", own, ["ravi@okaxis"])).toEqual({
      ok: false,
      problem: "added",
    });
  });
});

describe("who is asked", () => {
  it("asks everyone but yourself", () => {
    expect(["me", "9812345670", "ravi@okaxis"].filter(isAsked)).toEqual([
      "9812345670",
      "ravi@okaxis",
    ]);
  });
});

describe("splitProgress", () => {
  const shares = [
    { person: "me", amount: rupees(300), paid: false },
    { person: "9812345670", amount: rupees(300), paid: true },
    { person: "9812345671", amount: inr(30_001), paid: false },
  ];

  it("counts the shares asked and the money collected, never your own share", () => {
    expect(splitProgress(inr(90_001), shares)).toEqual({
      paid: 1,
      count: 2,
      collected: rupees(300),
      asked: inr(60_001),
    });
  });

  it("has collected everything once every share asked is paid", () => {
    const all = shares.map((share) => ({ ...share, paid: true }));
    const progress = splitProgress(inr(90_001), all);
    expect(progress.collected).toEqual(progress.asked);
    expect(progress.paid).toBe(2);
  });

  it("leaves out a share that could not be asked (no account)", () => {
    const unasked = [
      ...shares,
      { person: "9000000019", amount: rupees(100), paid: false, asked: false },
    ];
    expect(splitProgress(inr(100_001), unasked)).toEqual({
      paid: 1,
      count: 2,
      collected: rupees(300),
      asked: inr(60_001),
    });
  });

  it("has collected nothing before anyone pays", () => {
    const none = shares.map((share) => ({ ...share, paid: false }));
    expect(splitProgress(inr(90_001), none).collected).toEqual(inr(0));
  });
});

/** A ₹900 bill shared equally by you and two contacts, changed by `over`. */
const plan = (over: Partial<Parameters<typeof planSplit>[0]> = {}) =>
  planSplit({
    total: rupees(900),
    currency: "INR",
    sharing: ["me", "c1", "c2"],
    mode: "equal",
    custom: [],
    ...over,
  });

describe("planSplit", () => {
  it("splits the bill equally and is ready to send", () => {
    expect(plan({})).toEqual({
      shares: [rupees(300), rupees(300), rupees(300)],
      totalProblem: null,
      missing: null,
      problem: null,
      ready: true,
    });
  });

  it("asks for the bill first, then for someone to share it with", () => {
    expect(plan({ total: undefined })).toMatchObject({ missing: "needAmount", ready: false });
    expect(plan({ sharing: ["me"] })).toMatchObject({ missing: "needPeople", ready: false });
    expect(plan({ sharing: [] })).toMatchObject({ missing: "needPeople", ready: false });
  });

  it("leaves a bill over one payment's limit to its field, not to the shares", () => {
    expect(plan({ total: rupees(200_000), sharing: ["me"] })).toMatchObject({
      totalProblem: "over-payment-limit",
      missing: null,
      problem: null,
      ready: false,
    });
  });

  it("says by how much custom shares miss the bill", () => {
    const custom = [rupees(400), rupees(300), undefined];
    expect(plan({ mode: "custom", custom })).toMatchObject({
      shares: [rupees(400), rupees(300), inr(0)],
      problem: { ok: false, problem: "short", sum: rupees(700), difference: rupees(200) },
      ready: false,
    });
    const matched = plan({ mode: "custom", custom: [rupees(400), rupees(300), rupees(200)] });
    expect(matched).toMatchObject({ problem: null, ready: true });
  });

  it("refuses a share asked of someone under the smallest payment, never your own", () => {
    const tooSmall = plan({ mode: "custom", custom: [inr(89_950), inr(25), inr(25)] });
    expect(tooSmall).toMatchObject({ problem: { problem: "tooSmallShare" }, ready: false });
    const yoursSmall = plan({ mode: "custom", custom: [inr(0), rupees(450), rupees(450)] });
    expect(yoursSmall).toMatchObject({ problem: null, ready: true });
  });
});

describe("splitCheck", () => {
  it("says what is missing first, then a mistake, then that custom shares match", () => {
    expect(splitCheck(plan({ total: undefined }), "equal")).toBe("needAmount");
    expect(splitCheck(plan({ sharing: ["me"] }), "equal")).toBe("needPeople");
    expect(splitCheck(plan(), "equal")).toBeNull();
    const custom = (shares: number[]) =>
      plan({ mode: "custom", custom: shares.map((amount) => rupees(amount)) });
    expect(splitCheck(custom([300, 300, 200]), "custom")).toBe("short");
    expect(splitCheck(custom([300, 300, 400]), "custom")).toBe("over");
    expect(splitCheck(custom([899.5, 0.25, 0.25]), "custom")).toBe("tooSmallShare");
    expect(splitCheck(custom([300, 300, 300]), "custom")).toBe("match");
  });

  it("ticks and unticks a person without touching the set it was given", () => {
    const chosen = new Set(["me"]);
    expect([...toggled(chosen, "c1")]).toEqual(["me", "c1"]);
    expect([...toggled(chosen, "me")]).toEqual([]);
    expect([...chosen]).toEqual(["me"]);
  });
});
