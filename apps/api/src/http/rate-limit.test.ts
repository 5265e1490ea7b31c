import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { ApiError } from "./errors.ts";
import { parseRateLimit, RateLimit } from "./rate-limit.ts";

describe("parseRateLimit", () => {
  it("reads attempts per seconds", () => {
    expect(parseRateLimit("10/600")).toEqual({ points: 10, duration: 600 });
  });

  it.each(["10", "0/60", "10/0", "ten/60", "10/60/2"])("refuses %j", (text) => {
    expect(() => parseRateLimit(text)).toThrow(/attempts\/seconds/);
  });
});

describe("RateLimit", () => {
  it("lets `points` attempts through per key, then answers 429 with Retry-After", async () => {
    const limit = new RateLimit({ name: "test", points: 2, duration: 60 });
    const app = new Hono();
    app.onError((error, c) =>
      error instanceof ApiError ? c.json(error.body(), error.status) : c.text("boom", 500),
    );
    app.get("/:key", async (c) => {
      await limit.take(c, c.req.param("key"));
      return c.text("ok");
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.request("/a")).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await app.request("/a");
    expect(refused.headers.get("retry-after")).toMatch(/^(59|60)$/);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(
      /^Too many attempts from your network; try again in \d+ seconds\.$/,
    );
    expect((await app.request("/b")).status).toBe(200);
  });
});
