import { inr } from "@repo/ledger/money";
import { beforeEach, describe, expect, it } from "vitest";

import { type PayLink, payLinkQuery, signPayLink } from "../lib/pay-link";
import { REQUESTS_STORAGE_KEY, useRequestsStore } from "./requests-store";

const link: PayLink = {
  id: "REQ7K2M9QX4TB8D",
  kind: "request",
  payee: { name: "Priya Sharma", account: "priya.sharma@sangam" },
  amount: inr(30_000),
  purpose: "Dinner",
  createdAt: "2026-11-21T04:30:00.000Z",
  expiresAt: "2026-11-28T04:30:00.000Z",
};

function store(state: unknown) {
  localStorage.setItem(REQUESTS_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
}

beforeEach(() => {
  localStorage.clear();
  useRequestsStore.setState({ requests: [], splits: [] });
});

describe("useRequestsStore", () => {
  it("keeps requests and splits across a reload, links in their URL form", async () => {
    const signed = await signPayLink(link);
    useRequestsStore.getState().addRequest(signed);
    useRequestsStore.getState().addSplit({
      id: "SPLABC123",
      createdAt: link.createdAt,
      total: inr(90_000),
      note: "Dinner",
      shares: [
        { person: "me", amount: inr(30_000) },
        { person: "c1", amount: inr(60_000), link: signed },
      ],
    });
    const saved = localStorage.getItem(REQUESTS_STORAGE_KEY)!;
    expect((JSON.parse(saved) as { state: { requests: unknown[] } }).state.requests).toEqual([
      JSON.parse(JSON.stringify(payLinkQuery(signed))),
    ]);

    // A reload: nothing in memory, the saved value read back.
    useRequestsStore.setState({ requests: [], splits: [] });
    localStorage.setItem(REQUESTS_STORAGE_KEY, saved);
    await useRequestsStore.persist.rehydrate();
    const { requests, splits } = useRequestsStore.getState();
    expect(requests).toEqual([signed]);
    expect(splits[0]?.shares).toEqual([
      { person: "me", amount: inr(30_000) },
      { person: "c1", amount: inr(60_000), link: signed },
    ]);
  });

  it("drops what does not check out on reading, and keeps the rest", async () => {
    const good = payLinkQuery(await signPayLink(link));
    store({
      requests: [good, { ...good, amount: "lots" }, "REQ1", null],
      splits: [
        { id: "SPLABC123", createdAt: link.createdAt, total: -5, shares: [] },
        {
          id: "SPLABC124",
          createdAt: link.createdAt,
          total: 90_000,
          shares: [{ person: "c1", amount: 90_000, link: good }],
        },
      ],
    });
    await useRequestsStore.persist.rehydrate();
    const { requests, splits } = useRequestsStore.getState();
    expect(requests.map((r) => r.id)).toEqual([link.id]);
    expect(splits.map((s) => s.id)).toEqual(["SPLABC124"]);
  });

  it("starts empty on storage that is not its own", async () => {
    localStorage.setItem(REQUESTS_STORAGE_KEY, "{not json");
    await useRequestsStore.persist.rehydrate();
    expect(useRequestsStore.getState().requests).toEqual([]);
    store({ requests: "all of them" });
    await useRequestsStore.persist.rehydrate();
    expect(useRequestsStore.getState().requests).toEqual([]);
  });
});
