import { afterEach, describe, expect, it, vi } from "vitest";

import { makePayLink, payLinkAddress, readPayLink } from "./pay-links-api";
import { ID, requestView } from "./request-fixture";
import { json, serverAnswers } from "./stub-fetch";

afterEach(() => vi.unstubAllGlobals());

const link = requestView({ kind: "link", payer: null, note: "Order 1042", amount: "49900" });

describe("makePayLink", () => {
  const make = () =>
    makePayLink({ id: ID, amount: { minor: 49_900, currency: "INR" }, note: "Order 1042" });

  it("asks the server for a link: the client's id, the amount in minor units, no payer", async () => {
    const sent = serverAnswers(json(201, link));
    expect(await make()).toEqual({ ok: true, link });
    expect(sent()).toEqual([
      { url: "/requests", body: { id: ID, amount: "49900", currency: "INR", note: "Order 1042" } },
    ]);
  });

  it("says no answer (offline, 5xx) or the server's refusal; an answer not of its shape is none", async () => {
    serverAnswers(
      new TypeError("Failed to fetch"),
      json(502, { error: { code: "unavailable", message: "Try again" } }),
      json(422, { error: { code: "limit_exceeded", message: "A request is at most 100000.00" } }),
      json(201, { ...link, amount: 49_900 }),
    );
    expect(await make()).toEqual({ ok: false, reason: "no-answer" });
    expect(await make()).toEqual({ ok: false, reason: "no-answer" });
    expect(await make()).toEqual({
      ok: false,
      reason: "refused",
      message: "A request is at most 100000.00",
    });
    expect(await make()).toEqual({ ok: false, reason: "refused", message: "Unexpected answer" });
  });
});

describe("readPayLink", () => {
  it("reads a link by its id", async () => {
    const sent = serverAnswers(json(200, { ...link, direction: "incoming" }));
    expect(await readPayLink(ID)).toEqual({ ok: true, link: { ...link, direction: "incoming" } });
    expect(sent()).toEqual([{ url: `/requests/${ID}`, body: undefined }]);
  });

  it("keeps the UPI ID the server names for the link (the business's own)", async () => {
    const business = {
      ...link,
      direction: "incoming",
      requester: { ...link.requester, name: "Lakshmi Tiffins", upi: "lakshmi.tiffins@sangambiz" },
    };
    serverAnswers(json(200, business));
    expect(await readPayLink(ID)).toEqual({ ok: true, link: business });
  });

  it("asks nothing for an id not of a link's form (from a crafted address)", async () => {
    const sent = serverAnswers();
    for (const id of [undefined, 42, "", "../me", `${ID}/pay`, ID.toUpperCase()]) {
      expect(await readPayLink(id)).toEqual({ ok: false, reason: "not-found" });
    }
    expect(sent()).toEqual([]);
  });

  it("is not found for a request between people, or a 404; signed out for a 401", async () => {
    serverAnswers(
      json(200, requestView({ direction: "incoming" })),
      json(404, { error: { code: "not_found", message: "No such request." } }),
      json(401, { error: { code: "unauthenticated", message: "Sign in" } }),
      new TypeError("Failed to fetch"),
    );
    expect(await readPayLink(ID)).toEqual({ ok: false, reason: "not-found" });
    expect(await readPayLink(ID)).toEqual({ ok: false, reason: "not-found" });
    expect(await readPayLink(ID)).toEqual({ ok: false, reason: "signed-out" });
    expect(await readPayLink(ID)).toEqual({ ok: false, reason: "no-answer" });
  });
});

describe("payLinkAddress", () => {
  it("is the wallet's /pay with the link's id and nothing else", () => {
    const url = new URL(payLinkAddress(ID));
    expect(url.pathname).toBe("/pay");
    expect([...url.searchParams]).toEqual([["link", ID]]);
  });
});
