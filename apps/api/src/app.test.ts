import { beforeAll, describe, expect, it } from "vitest";

import { SITE, testApp } from "../test/app.ts";
import { freshDatabase } from "../test/database.ts";
import type { Database } from "./db/database.ts";
import { postgresDatabase } from "./db/database.ts";
import { openApiPath } from "./http/openapi.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(4);
});

describe("the API's frame", () => {
  it("answers health and readiness, with a request id", async () => {
    const { call } = testApp(db);
    const health = await call("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
    const ready = await call("/api/ready", { headers: { "x-request-id": "req-12345678" } });
    expect(await ready.json()).toEqual({ status: "ready", database: "postgres" });
    expect(ready.headers.get("x-request-id")).toBe("req-12345678");
  });

  it("is not ready, with the error shape and a 503, while the database cannot be reached", async () => {
    const gone = postgresDatabase(
      "postgresql://postgres@localhost/none?host=/nonexistent-socket-dir",
      1,
    );
    const { call } = testApp(gone);
    expect((await call("/api/health")).status).toBe(200);
    const ready = await call("/api/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: { code: "unavailable", message: "The database cannot be reached." },
    });
    await gone.close();
  });

  it("describes every route Hono serves in /api/openapi.json", async () => {
    const { app, call } = testApp(db);
    const doc = (await (await call("/api/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const served = app.routes
      .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL")
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`);
    expect(served.length).toBeGreaterThanOrEqual(3);
    for (const route of served) {
      const [method, path] = route.split(" ") as [string, string];
      expect(doc.paths[path]?.[method]?.operationId, route).toBeTruthy();
    }
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers unknown paths with the error shape", async () => {
    const { call } = testApp(db);
    const response = await call("/api/nowhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "No such operation." },
    });
  });

  it("refuses state-changing calls that are not JSON (415) or come from another site (403)", async () => {
    const { call } = testApp(db);
    const form = await call("/api/health", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    const evil = await call("/api/health", {
      method: "POST",
      json: {},
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ error: { code: "cross_site" } });
    const fromSite = await call("/api/health", {
      method: "POST",
      json: {},
      headers: { origin: SITE },
    });
    expect(fromSite.status).toBe(404);
  });

  it("refuses a body over the limit with 413", async () => {
    const { call } = testApp(db);
    const response = await call("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(20_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "body_too_large" } });
  });

  it("logs each request as JSON with its id, and no phone number in clear", async () => {
    const { call, lines } = testApp(db);
    await call("/api/accounts/+919876543210/lookup", {
      headers: { "x-request-id": "req-logged-1" },
    });
    const line = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.requestId === "req-logged-1");
    expect(line).toMatchObject({ method: "GET", status: 404 });
    expect(JSON.stringify(lines)).not.toContain("9876543210");
    expect(line!.path).toBe("/api/accounts/…10/lookup");
  });
});
