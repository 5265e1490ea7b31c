import { afterEach, describe, expect, it, vi } from "vitest";

import { registerBusiness } from "./business-api";
import { ID } from "./request-fixture";
import { json, serverAnswers } from "./stub-fetch";

afterEach(() => vi.unstubAllGlobals());

const business = (name: string) => ({
  business: { id: ID, name, upiId: "lakshmi.tiffins@sangambiz" },
});
const none = json(404, {
  error: { code: "not_found", message: "This account has no business yet." },
});

describe("registerBusiness", () => {
  it("signs up with an id made here when the server has no business, and takes its UPI ID", async () => {
    const sent = serverAnswers(none, json(201, business("Lakshmi Tiffins")));
    expect(await registerBusiness("Lakshmi Tiffins")).toEqual({
      ok: true,
      upiId: "lakshmi.tiffins@sangambiz",
    });
    const [read, put] = sent();
    expect(read).toEqual({ url: "/me/business", body: undefined });
    expect(put!.url).toBe("/me/business");
    expect(put!.body).toEqual({
      id: expect.stringMatching(/^[\da-f-]{36}$/) as unknown,
      name: "Lakshmi Tiffins",
    });
  });

  it("renames the business the server has under its own id, keeping its UPI ID", async () => {
    const sent = serverAnswers(
      json(200, business("Lakshmi Tiffins")),
      json(200, business("Lakshmi Meals")),
    );
    expect(await registerBusiness("Lakshmi Meals")).toEqual({
      ok: true,
      upiId: "lakshmi.tiffins@sangambiz",
    });
    expect(sent()[1]).toEqual({ url: "/me/business", body: { id: ID, name: "Lakshmi Meals" } });
  });

  it("says no answer (offline, 5xx) or the server's refusal, and sends nothing more", async () => {
    const sent = serverAnswers(
      new TypeError("Failed to fetch"),
      none,
      json(400, { error: { code: "bad_request", message: "India only." } }),
      json(503, { error: { code: "unavailable", message: "Try again" } }),
    );
    expect(await registerBusiness("Lakshmi Tiffins")).toEqual({ ok: false, reason: "no-answer" });
    expect(await registerBusiness("Lakshmi Tiffins")).toEqual({
      ok: false,
      reason: "refused",
      message: "India only.",
    });
    expect(await registerBusiness("Lakshmi Tiffins")).toEqual({ ok: false, reason: "no-answer" });
    expect(sent()).toHaveLength(4);
  });
});
