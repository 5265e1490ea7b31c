import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { SITE, testApp, testLeadDeps } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { exported, sampleFields, sentMail, submit } from "../../test/leads.ts";
import type { Database } from "../db/database.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(4);
});

describe("the honeypot", () => {
  it("answers a filled honeypot exactly as a person, but stores nothing and sends no mail", async () => {
    const deps = testLeadDeps();
    const { call, lines } = testApp(db, undefined, deps);
    const person = await submit(call, "waitlist", {
      fields: { ...sampleFields.waitlist, email: `person.${uuidv7()}@example.com` },
    });
    const botId = uuidv7();
    const botEmail = `bot.${botId}@example.com`;
    const bot = await submit(call, "waitlist", {
      submissionId: botId,
      website: "https://spam.example",
      fields: { ...sampleFields.waitlist, email: botEmail },
    });
    expect(bot.status).toBe(person.status);
    expect(await bot.json()).toEqual(await person.json());
    const rows = await exported(call, "waitlist");
    expect(rows.map((row) => row.submission_id)).not.toContain(botId);
    expect(rows.map((row) => row.email)).not.toContain(botEmail);
    expect(sentMail(deps.mailDir).map((mail) => mail.headers.to)).not.toContain(botEmail);
    expect(lines.join("\n")).toContain("honeypot filled");
  });

  it("stores a submission whose honeypot is present but empty", async () => {
    const { call } = testApp(db);
    const id = uuidv7();
    await submit(call, "contact", { submissionId: id, website: "" });
    expect((await exported(call, "contact")).map((row) => row.submission_id)).toContain(id);
  });
});

describe("the per-address rate limit", () => {
  it("refuses the submit over the limit with 429 and Retry-After, per X-Real-IP, all forms together", async () => {
    const { call } = testApp(
      db,
      undefined,
      testLeadDeps({ rateLimit: { points: 3, duration: 600 } }),
    );
    const from = (address: string) => ({ headers: { "x-real-ip": address } });
    expect((await submit(call, "waitlist", from("198.51.100.1"))).status).toBe(200);
    expect((await submit(call, "contact", from("198.51.100.1"))).status).toBe(200);
    expect((await submit(call, "merchant", from("198.51.100.1"))).status).toBe(200);

    const refusedId = uuidv7();
    const refused = await submit(call, "contact", {
      ...from("198.51.100.1"),
      submissionId: refusedId,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect((await exported(call, "contact")).map((row) => row.submission_id)).not.toContain(
      refusedId,
    );

    // Another address is not held back by the first one's count.
    expect((await submit(call, "contact", from("198.51.100.2"))).status).toBe(200);
  });

  it("never reads X-Forwarded-For, which any client can write", async () => {
    const { call } = testApp(
      db,
      undefined,
      testLeadDeps({ rateLimit: { points: 1, duration: 600 } }),
    );
    const headers = (spoof: string) => ({
      headers: { "x-real-ip": "198.51.100.9", "x-forwarded-for": spoof },
    });
    expect((await submit(call, "contact", headers("10.0.0.1"))).status).toBe(200);
    expect((await submit(call, "contact", headers("10.0.0.2"))).status).toBe(429);
  });

  it("counts an IPv6 client by its /64: changing the rest of the address does not help", async () => {
    const { call } = testApp(
      db,
      undefined,
      testLeadDeps({ rateLimit: { points: 1, duration: 600 } }),
    );
    const from = (address: string) => ({ headers: { "x-real-ip": address } });
    expect((await submit(call, "contact", from("2001:db8:1:2::1"))).status).toBe(200);
    expect((await submit(call, "contact", from("2001:db8:1:2:ffff::9"))).status).toBe(429);
    expect((await submit(call, "contact", from("2001:db8:1:3::1"))).status).toBe(200);
  });
});

describe("cross-site requests", () => {
  it("refuses a form post from another site (415) and a JSON post from another origin (403)", async () => {
    const { call } = testApp(db);
    const form = await call("/api/leads/waitlist", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "fullName=x",
    });
    expect(form.status).toBe(415);
    const elsewhere = await submit(call, "waitlist", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(elsewhere.status).toBe(403);
    const fromSite = await submit(call, "contact", {
      headers: { origin: SITE, "sec-fetch-site": "same-origin" },
    });
    expect(fromSite.status).toBe(200);
  });
});
