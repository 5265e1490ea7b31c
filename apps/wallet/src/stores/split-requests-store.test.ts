import { rupees } from "@repo/ledger/money";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { requestView } from "../data/request-fixture";
import { json, serverAnswers } from "../data/stub-fetch";
import { localStorageNames } from "../lib/storage-names";
import { useSessionStore } from "./session-store";
import { askShare, startSplit, useSplitRequestsStore } from "./split-requests-store";

const B = "9812345670";
const C = "9000000019";
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

const noAccount = () =>
  json(404, { error: { code: "no_account", message: "No account has this number." } });
const splitOf = (id: string) => useSplitRequestsStore.getState().splits.find((s) => s.id === id)!;
const shareOf = (id: string, person: string) =>
  splitOf(id).shares.find((share) => share.person === person)!;
/** A dinner of ₹900 split equally among you, B and C. */
const dinner = () =>
  startSplit({
    total: rupees(900),
    note: "Dinner",
    shares: [
      { person: "me", amount: rupees(300) },
      { person: B, amount: rupees(300) },
      { person: C, amount: rupees(300) },
    ],
  });

beforeEach(() => {
  localStorage.clear();
  useSplitRequestsStore.setState({ splits: [] });
  useSessionStore.setState({ phone: "9876543210" });
});
afterEach(() => vi.unstubAllGlobals());

describe("startSplit", () => {
  it("asks every share but your own, each with an id of its own, and keeps what each came to", async () => {
    const sent = serverAnswers(json(201, requestView()), noAccount());
    const id = dinner();

    expect(splitOf(id).owner).toBe("9876543210");
    await vi.waitFor(() => expect(shareOf(id, C).asking).toBe("no-account"));
    expect(shareOf(id, B)).toMatchObject({ asking: "asked", payerName: "Ravi Kumar" });
    expect(shareOf(id, "me")).toEqual({ person: "me", amount: rupees(300) });

    const bodies = sent().map((call) => call.body as { id: string });
    expect(bodies).toEqual([
      {
        id: shareOf(id, B).requestId,
        to: { phone: B },
        amount: "30000",
        currency: "INR",
        note: "Dinner",
      },
      {
        id: shareOf(id, C).requestId,
        to: { phone: C },
        amount: "30000",
        currency: "INR",
        note: "Dinner",
      },
    ]);
    expect(bodies[0]!.id).toMatch(UUID);
    expect(bodies[0]!.id).not.toBe(bodies[1]!.id);
  });
});

describe("askShare", () => {
  it("asks again with the same id after no answer; a second tap on its way sends nothing", async () => {
    const sent = serverAnswers(
      new TypeError("Failed to fetch"),
      noAccount(),
      json(201, requestView()),
    );
    const id = dinner();
    await vi.waitFor(() => expect(shareOf(id, B).asking).toBe("no-answer"));
    const firstId = shareOf(id, B).requestId;

    await Promise.all([askShare(id, B), askShare(id, B)]);
    expect(shareOf(id, B).asking).toBe("asked");
    // Asked: tapping again asks nothing.
    await askShare(id, B);

    const toB = sent().filter((call) => (call.body as { to: { phone?: string } }).to.phone === B);
    expect(toB.map((call) => (call.body as { id: string }).id)).toEqual([firstId, firstId]);
  });
});

describe("what is kept", () => {
  it("keeps splits across a reload; a share whose answer never came reads as not known", async () => {
    // C's answer never comes (the page is left).
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(json(201, requestView()))
        .mockReturnValueOnce(new Promise(() => {})),
    );
    const id = dinner();
    await vi.waitFor(() => expect(shareOf(id, B).asking).toBe("asked"));
    expect(shareOf(id, C).asking).toBe("sending");
    const saved = localStorage.getItem(localStorageNames.splitRequests)!;

    useSplitRequestsStore.setState({ splits: [] });
    localStorage.setItem(localStorageNames.splitRequests, saved);
    await useSplitRequestsStore.persist.rehydrate();
    expect(shareOf(id, B)).toMatchObject({ asking: "asked", amount: rupees(300) });
    expect(shareOf(id, C)).toMatchObject({ asking: "no-answer", amount: rupees(300) });
    expect(splitOf(id).total).toEqual(rupees(900));
  });

  it("drops what does not check out, keeping the rest", async () => {
    serverAnswers(json(201, requestView()), json(201, requestView()));
    const id = dinner();
    await vi.waitFor(() => expect(shareOf(id, C).asking).toBe("asked"));
    const { state } = JSON.parse(localStorage.getItem(localStorageNames.splitRequests)!) as {
      state: { splits: object[] };
    };
    const forged = { ...state.splits[0], id: "not-a-uuid" };
    localStorage.setItem(
      localStorageNames.splitRequests,
      JSON.stringify({ state: { splits: [forged, state.splits[0], 42] }, version: 1 }),
    );
    await useSplitRequestsStore.persist.rehydrate();
    expect(useSplitRequestsStore.getState().splits.map((s) => s.id)).toEqual([id]);
  });
});
