import { afterEach, describe, expect, it, vi } from "vitest";

import { ID, requestView } from "./request-fixture";
import { askForMoney, closeRequest, payerRef, readRequests } from "./requests-api";
import { json, serverAnswers } from "./stub-fetch";

afterEach(() => vi.unstubAllGlobals());

describe("payerRef", () => {
  it("reads a UPI ID by its @, anything else as a mobile number without spaces or dashes", () => {
    expect(payerRef(" ravi@oksbi ")).toEqual({ upi: "ravi@oksbi" });
    expect(payerRef("98765 43210")).toEqual({ phone: "9876543210" });
    expect(payerRef("98765-43210")).toEqual({ phone: "9876543210" });
  });
});

describe("askForMoney", () => {
  const ask = (to = "9876543210") =>
    askForMoney({ id: ID, to, amount: { minor: 30000, currency: "INR" }, note: "Movie tickets" });

  it("sends the client's id, who is asked, the amount in minor units as a string, and the note", async () => {
    const sent = serverAnswers(json(201, requestView()));
    expect(await ask()).toEqual({ ok: true, request: requestView() });
    expect(sent()).toEqual([
      {
        url: "/requests",
        body: {
          id: ID,
          to: { phone: "9876543210" },
          amount: "30000",
          currency: "INR",
          note: "Movie tickets",
        },
      },
    ]);
  });

  it("says no account, no answer, or the server's refusal; an answer not of its shape is none", async () => {
    serverAnswers(
      json(404, { error: { code: "no_account", message: "No account has this number." } }),
      new TypeError("Failed to fetch"),
      json(503, { error: { code: "unavailable", message: "Try again" } }),
      json(400, { error: { code: "bad_request", message: "You cannot ask yourself for money." } }),
      json(201, { ...requestView(), amount: 300 }),
    );
    expect(await ask()).toEqual({ ok: false, reason: "no-account" });
    expect(await ask()).toEqual({ ok: false, reason: "no-answer" });
    expect(await ask()).toEqual({ ok: false, reason: "no-answer" });
    expect(await ask()).toEqual({
      ok: false,
      reason: "refused",
      message: "You cannot ask yourself for money.",
    });
    expect(await ask()).toEqual({ ok: false, reason: "refused", message: "Unexpected answer" });
  });
});

describe("readRequests and closeRequest", () => {
  it("reads both lists, checked; null when there is no answer", async () => {
    const incoming = requestView({ direction: "incoming" });
    const sent = serverAnswers(
      json(200, { incoming: [incoming], outgoing: [] }),
      new TypeError("Failed to fetch"),
      json(200, { incoming: [{ ...incoming, status: "lost" }], outgoing: [] }),
    );
    expect(await readRequests()).toEqual({ incoming: [incoming], outgoing: [] });
    expect(await readRequests()).toBeNull();
    expect(await readRequests()).toBeNull();
    expect(sent().map((call) => call.url)).toEqual(Array(3).fill("/me/requests"));
  });

  it("declines at the request's address and answers the request as it now is", async () => {
    const declined = requestView({ direction: "incoming", status: "declined" });
    const sent = serverAnswers(
      json(200, declined),
      json(409, { error: { code: "already_paid", message: "This has already been paid." } }),
    );
    expect(await closeRequest(ID, "decline")).toEqual(declined);
    expect(await closeRequest(ID, "decline")).toBeNull();
    expect(sent()[0]).toEqual({ url: `/requests/${ID}/decline`, body: {} });
  });

  it("cancels one's own request or link at its address", async () => {
    const cancelled = requestView({ kind: "link", payer: null, status: "cancelled" });
    const sent = serverAnswers(
      json(200, cancelled),
      json(409, { error: { code: "already_paid", message: "This has already been paid." } }),
    );
    expect(await closeRequest(ID, "cancel")).toEqual(cancelled);
    expect(await closeRequest(ID, "cancel")).toBeNull();
    expect(sent().map((call) => call.url)).toEqual(Array(2).fill(`/requests/${ID}/cancel`));
  });
});
