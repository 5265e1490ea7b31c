import { afterEach, describe, expect, it, vi } from "vitest";

import { requestView } from "../data/request-fixture";
import { json, serverAnswers } from "../data/stub-fetch";
import {
  applyRequest,
  betweenPeople,
  forgetPeopleRequests,
  refreshPeopleRequests,
  usePeopleRequestsStore,
} from "./people-requests-store";

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPeopleRequests();
});

const lists = () => usePeopleRequestsStore.getState().lists;

describe("the requests between accounts, kept live", () => {
  it("replaces a request by its later state and puts a new one first in its own list", async () => {
    const first = requestView();
    serverAnswers(json(200, { incoming: [], outgoing: [first] }));
    await refreshPeopleRequests();
    applyRequest({ ...first, status: "paid", updatedAt: "2026-11-26T06:01:00.000Z" });
    expect(lists()?.outgoing.map((r) => r.status)).toEqual(["paid"]);

    const asked = requestView({
      id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      direction: "incoming",
    });
    applyRequest(asked);
    expect(lists()).toEqual({
      incoming: [asked],
      outgoing: [{ ...first, status: "paid", updatedAt: "2026-11-26T06:01:00.000Z" }],
    });
  });

  it("holds nothing until the lists were read, and keeps the last lists when no answer comes", async () => {
    applyRequest(requestView());
    expect(lists()).toBeNull();
    serverAnswers(json(200, { incoming: [], outgoing: [] }), new TypeError("Failed to fetch"));
    await refreshPeopleRequests();
    await refreshPeopleRequests();
    expect(lists()).toEqual({ incoming: [], outgoing: [] });
  });

  it("lists requests between people apart from the merchant's payment links", () => {
    const asked = requestView();
    const link = requestView({ id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", kind: "link" });
    const read = { incoming: [], outgoing: [link, asked] };
    expect(betweenPeople(read, "outgoing")).toEqual([asked]);
    expect(betweenPeople(read, "incoming")).toEqual([]);
    expect(betweenPeople(null, "outgoing")).toBeNull();
  });
});
