import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { signInWithPin, testApp, testClock } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import type { Database } from "../db/database.ts";
import { openApiPath } from "../http/openapi.ts";
import { violations } from "../ledger/transfers.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(10);
});

/** Open without a session: health, readiness, the OpenAPI document, sign-in (and the site's forms). */
const PUBLIC = new Set([
  "get /api/health",
  "get /api/ready",
  "get /api/openapi.json",
  "post /api/auth/otp",
  "get /api/auth/otp/{challengeId}/sandbox-message",
  "post /api/auth/verify",
  "post /api/leads/waitlist",
  "post /api/leads/contact",
  "post /api/leads/merchant",
  "post /api/leads/unsubscribe",
]);

/** For the team's token, not a session (leads-export.test.ts, metrics.test.ts: 401 without it, 403 with another). */
const TEAM = new Set(["get /api/leads/export", "get /api/metrics"]);

describe("authorization: every route × who calls it", () => {
  it("refuses every non-public route without a session, with a revoked one, and keeps each account's money its own", async () => {
    const clock = testClock();
    const { call, book, lines } = testApp(db, clock);
    const owner = await signInWithPin(call, "9811100001");
    const other = await signInWithPin(call, "9811100002");
    const revoked = await signInWithPin(call, "9811100003");
    await call("/api/auth/logout", {
      method: "POST",
      json: {},
      headers: { cookie: revoked.cookie },
    });

    // The owner pays the other account once, so there is a transfer and a device to aim at.
    const paid = uuidv7();
    clock.advance(60_000);
    const payment = await call("/api/payments", {
      method: "POST",
      json: {
        id: paid,
        to: { phone: other.user.phone },
        amount: "1000",
        currency: "INR",
        pin: owner.pin,
      },
      headers: { cookie: owner.cookie },
    });
    expect(payment.status).toBe(201);
    const ownerDevices = (await (
      await call("/api/me/devices", { headers: { cookie: owner.cookie } })
    ).json()) as {
      devices: { id: string }[];
    };
    const ownerDevice = ownerDevices.devices[0]!.id;
    // And a request from the owner to the other account.
    const requested = uuidv7();
    const asked = await call("/api/requests", {
      method: "POST",
      json: { id: requested, to: { phone: other.user.phone }, amount: "1000", currency: "INR" },
      headers: { cookie: owner.cookie },
    });
    expect(asked.status).toBe(201);

    // And the owner's business.
    const businessId = uuidv7();
    const signedUp = await call("/api/me/business", {
      method: "PUT",
      json: { id: businessId, name: "Owner's Tiffins" },
      headers: { cookie: owner.cookie },
    });
    expect(signedUp.status).toBe(201);

    const samples: Record<string, { path: string; json?: unknown }> = {
      "post /api/auth/logout": { path: "/api/auth/logout", json: {} },
      "post /api/auth/sign-out-others": { path: "/api/auth/sign-out-others", json: {} },
      "get /api/me": { path: "/api/me" },
      "put /api/me/name": { path: "/api/me/name", json: { name: "Asha Rao" } },
      "put /api/me/pin": { path: "/api/me/pin", json: { pin: "902716", currentPin: owner.pin } },
      "post /api/me/pin/check": { path: "/api/me/pin/check", json: { pin: owner.pin } },
      "get /api/me/devices": { path: "/api/me/devices" },
      "delete /api/me/devices/{id}": { path: `/api/me/devices/${ownerDevice}`, json: {} },
      "get /api/me/transfers": { path: "/api/me/transfers" },
      "get /api/events": { path: "/api/events" },
      "get /api/payees": { path: `/api/payees?phone=${owner.user.phone}` },
      "post /api/payments": {
        path: "/api/payments",
        json: {
          id: uuidv7(),
          to: { phone: other.user.phone },
          amount: "1000",
          currency: "INR",
          pin: owner.pin,
        },
      },
      "get /api/transfers/{id}": { path: `/api/transfers/${paid}` },
      "post /api/add-money": {
        path: "/api/add-money",
        json: { id: uuidv7(), amount: "100", pin: owner.pin },
      },
      "post /api/bank-transfers": {
        path: "/api/bank-transfers",
        json: {
          id: uuidv7(),
          accountNumber: "501002345678",
          branch: "HDFC0001234",
          holderName: "Ravi",
          amount: "100",
          pin: owner.pin,
        },
      },
      "post /api/fx/quotes": { path: "/api/fx/quotes", json: { country: "ZM", send: "100000" } },
      "post /api/international": {
        path: "/api/international",
        json: {
          id: uuidv7(),
          quoteId: uuidv7(),
          recipientName: "Chanda",
          recipientAccount: "0971234567",
          delivery: "mobileMoney",
          pin: owner.pin,
        },
      },
      "post /api/requests": {
        path: "/api/requests",
        json: { id: uuidv7(), amount: "49900", currency: "INR" },
      },
      "get /api/me/requests": { path: "/api/me/requests" },
      "get /api/requests/{id}": { path: `/api/requests/${requested}` },
      "post /api/requests/{id}/pay": {
        path: `/api/requests/${requested}/pay`,
        json: { id: uuidv7(), pin: owner.pin },
      },
      "post /api/requests/{id}/decline": { path: `/api/requests/${requested}/decline`, json: {} },
      "post /api/requests/{id}/cancel": { path: `/api/requests/${requested}/cancel`, json: {} },
      "post /api/bills/pay": {
        path: "/api/bills/pay",
        json: { id: uuidv7(), billerId: "in-bescom", consumerNumber: "5512345678", pin: owner.pin },
      },
      "put /api/me/business": {
        path: "/api/me/business",
        json: { id: businessId, name: "Owner's Tiffins" },
      },
      "get /api/me/business": { path: "/api/me/business" },
      "post /api/settlements": {
        path: "/api/settlements",
        json: { id: uuidv7(), amount: "100", pin: owner.pin },
      },
      "get /api/me/settlements": { path: "/api/me/settlements" },
      "get /api/me/sales": { path: "/api/me/sales" },
      "post /api/recharges": {
        path: "/api/recharges",
        json: {
          id: uuidv7(),
          operator: "jio",
          number: "9059012345",
          plan: "jio-299",
          pin: owner.pin,
        },
      },
    };
    const routes = book.specs.map((spec) => ({
      key: `${spec.method} ${openApiPath(spec.path)}`,
      spec,
    }));
    const guarded = routes.filter((route) => !PUBLIC.has(route.key) && !TEAM.has(route.key));
    for (const route of routes.filter((r) => TEAM.has(r.key)))
      expect(route.spec.auth, route.key).toBe("team");
    // Every guarded route is in the matrix, and says so in the OpenAPI document.
    expect(guarded.map((r) => r.key).sort()).toEqual(Object.keys(samples).sort());
    for (const route of guarded) expect(route.spec.auth, route.key).toBe("session");
    for (const route of routes.filter((r) => PUBLIC.has(r.key)))
      expect(route.spec.auth, route.key).toBe("none");

    const request = (key: string, cookie?: string) => {
      const sample = samples[key]!;
      const method = key.split(" ")[0]!.toUpperCase();
      return call(sample.path, {
        method,
        ...(sample.json !== undefined && { json: sample.json }),
        ...(cookie && { headers: { cookie } }),
      });
    };
    for (const key of Object.keys(samples)) {
      for (const [who, cookie] of [
        ["no session", undefined],
        ["a revoked session", revoked.cookie],
        ["a made-up token", "sp_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
      ] as const) {
        const response = await request(key, cookie);
        expect(response.status, `${key} with ${who}`).toBe(401);
        expect(await response.json()).toEqual({
          error: { code: "unauthenticated", message: "Sign in again to continue." },
        });
      }
    }

    // Another account's session: it never sees or touches the owner's things.
    const theirs = { headers: { cookie: other.cookie } };
    const me = (await (await call("/api/me", theirs)).json()) as { user: { id: string } };
    expect(me.user.id).toBe(other.user.id);
    expect(
      (await call(`/api/me/devices/${ownerDevice}`, { method: "DELETE", json: {}, ...theirs }))
        .status,
    ).toBe(404);
    const sent = (await (await call(`/api/transfers/${paid}`, theirs)).json()) as {
      transfer: { direction: string };
    };
    expect(sent.transfer.direction).toBe("received");
    // A third account cannot read a transfer it is not part of.
    const stranger = await signInWithPin(call, "9811100004");
    expect(
      (await call(`/api/transfers/${paid}`, { headers: { cookie: stranger.cookie } })).status,
    ).toBe(404);
    // The stranger can neither see the owner's request nor touch it; the payer cannot cancel it.
    for (const path of ["", "/pay", "/decline", "/cancel"]) {
      const response = await call(`/api/requests/${requested}${path}`, {
        ...(path && {
          method: "POST",
          json: path === "/pay" ? { id: uuidv7(), pin: stranger.pin } : {},
        }),
        headers: { cookie: stranger.cookie },
      });
      expect(response.status, `request${path} by a stranger`).toBe(404);
    }
    const strangersList = (await (
      await call("/api/me/requests", { headers: { cookie: stranger.cookie } })
    ).json()) as { incoming: unknown[]; outgoing: unknown[] };
    expect(strangersList).toEqual({ incoming: [], outgoing: [] });
    expect(
      (await call(`/api/requests/${requested}/cancel`, { method: "POST", json: {}, ...theirs }))
        .status,
    ).toBe(403);
    const stillOpen = (await (
      await call(`/api/requests/${requested}`, { headers: { cookie: owner.cookie } })
    ).json()) as { status: string };
    expect(stillOpen.status).toBe("open");
    // The other account has no business: it can neither read the owner's nor take it by its id,
    // nor list or settle the owner's sales.
    for (const [path, init] of [
      ["/api/me/business", {}],
      ["/api/me/settlements", {}],
      ["/api/me/sales", {}],
      [
        "/api/settlements",
        { method: "POST", json: { id: uuidv7(), amount: "100", pin: other.pin } },
      ],
    ] as const) {
      expect((await call(path, { ...init, ...theirs })).status, path).toBe(404);
    }
    expect(
      (
        await call("/api/me/business", {
          method: "PUT",
          json: { id: businessId, name: "Taken over" },
          ...theirs,
        })
      ).status,
    ).toBe(409);
    expect(
      await (await call("/api/me/business", { headers: { cookie: owner.cookie } })).json(),
    ).toMatchObject({ business: { id: businessId, name: "Owner's Tiffins" } });
    // The owner's device survived the other's attempt; the owner still works.
    expect((await call("/api/me", { headers: { cookie: owner.cookie } })).status).toBe(200);
    expect(await violations(db)).toEqual([]);

    // Nothing secret reached a log line: no PIN, code, session token or phone number.
    const log = lines.join("\n");
    for (const secret of [owner.pin, owner.code, other.code, revoked.code])
      expect(log).not.toContain(secret);
    for (const cookie of [owner.cookie, other.cookie, revoked.cookie])
      expect(log).not.toContain(cookie.split("=")[1]);
    expect(log).not.toContain("9811100001");
  });
});
