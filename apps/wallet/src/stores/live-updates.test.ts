import { getToasts } from "@repo/ui/lib/toast";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { LiveHandlers } from "../data/live-feed";
import { requestView } from "../data/request-fixture";
import { startLiveUpdates } from "./live-updates";
import { usePeopleRequestsStore } from "./people-requests-store";

let handlers: LiveHandlers;
vi.mock("../data/live-feed", () => ({
  listenLive: (given: LiveHandlers) => {
    handlers = given;
    return () => {};
  },
}));

const link = requestView({ kind: "link", payer: null, amount: "49900", note: "Order 1042" });
const titles = () => getToasts().map((t) => [t.title, t.description]);

beforeEach(() => {
  usePeopleRequestsStore.setState({ lists: { incoming: [], outgoing: [link] } });
  startLiveUpdates(() => {});
});

describe("startLiveUpdates: a business's payment link", () => {
  it("paid by a customer: the list shows it paid, and it is announced with the amount and who paid", () => {
    const before = getToasts().length;
    const paid = {
      ...link,
      status: "paid" as const,
      payer: { name: "Ravi Kumar", maskedPhone: "+91 ••••• •3210" },
    };
    handlers.onRequest(paid);
    expect(usePeopleRequestsStore.getState().lists?.outgoing).toEqual([paid]);
    expect(titles().slice(before)).toEqual([
      ["Payment link paid: ₹499", "Ravi Kumar paid your payment link for ₹499."],
    ]);
  });

  it("made or cancelled: the list changes, nothing is announced", () => {
    const before = getToasts().length;
    handlers.onRequest({ ...link, id: "0c9b7a6e-1d2c-4b3a-8f9e-0d1c2b3a4f5e" });
    handlers.onRequest({ ...link, status: "cancelled" });
    expect(usePeopleRequestsStore.getState().lists?.outgoing.map((r) => r.status)).toEqual([
      "open",
      "cancelled",
    ]);
    expect(getToasts().length).toBe(before);
  });
});
