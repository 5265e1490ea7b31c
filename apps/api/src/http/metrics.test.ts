import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { pay, phoneNumbers, signInWithPin, TEAM_TOKEN, testApp } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import type { Database } from "../db/database.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(4);
});
const newPhone = phoneNumbers("91");

describe("GET /api/metrics", () => {
  it("is the team's only", async () => {
    const { call } = testApp(db);
    expect((await call("/api/metrics")).status).toBe(401);
    const wrong = await call("/api/metrics", { headers: { authorization: "Bearer not-it" } });
    expect(wrong.status).toBe(403);
  });

  it("counts requests by route pattern and status, transfers by kind and status, and violations", async () => {
    const { call } = testApp(db);
    const payer = await signInWithPin(call, newPhone());
    const payee = await signInWithPin(call, newPhone());
    const id = uuidv7();
    expect((await pay(call, payer, payee, "10000", id)).status).toBe(201);
    await call(`/api/transfers/${id}`, { headers: { cookie: payer.cookie } });
    await call(`/api/transfers/${uuidv7()}`, { headers: { cookie: payer.cookie } });
    await call("/api/no-such-thing");

    const response = await call("/api/metrics", {
      headers: { authorization: `Bearer ${TEAM_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const sample = (name: string) =>
      Number(new RegExp(`^${name.replace(/[{}"./]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);

    expect(
      sample('sangampay_http_requests_total{method="POST",route="/api/payments",status="201"}'),
    ).toBe(1);
    // Ids never become labels: both lookups count under the pattern, by their status.
    expect(
      sample('sangampay_http_requests_total{method="GET",route="/api/transfers/:id",status="200"}'),
    ).toBe(1);
    expect(
      sample('sangampay_http_requests_total{method="GET",route="/api/transfers/:id",status="404"}'),
    ).toBe(1);
    expect(
      sample('sangampay_http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(payee.user.phone);
    expect(
      sample('sangampay_http_request_duration_seconds_count{method="POST",route="/api/payments"}'),
    ).toBe(1);
    expect(sample('sangampay_transfers{kind="p2p",status="posted"}')).toBe(1);
    expect(sample('sangampay_transfers{kind="opening_balance",status="posted"}')).toBe(2);
    expect(sample("sangampay_ledger_violations")).toBe(0);
  });
});
