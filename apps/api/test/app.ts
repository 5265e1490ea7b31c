import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";

import { buildApp } from "../src/app.ts";
import type { Database } from "../src/db/database.ts";
import { createLogger } from "../src/log.ts";
import { sandboxMailer } from "../src/mail/mailer.ts";
import type { LeadDeps } from "../src/routes/leads.ts";

export const SITE = "http://127.0.0.1:4173";
export const WALLET = "http://127.0.0.1:4174";

export const TEAM_TOKEN = "test-team-token-0123456789abcdefghijklmnop";

/** The lead routes' needs in a test: the sandbox mailer in a folder of its own, the team's token. */
export function testLeadDeps(overrides: Partial<LeadDeps> = {}): LeadDeps & { mailDir: string } {
  const mailDir = mkdtempSync(join(tmpdir(), "api-test-mail-"));
  return {
    mailer: sandboxMailer(mailDir, "SangamPay <no-reply@sangampay.example>"),
    mailDir,
    siteUrl: SITE,
    rateLimit: { points: 1000, duration: 600 },
    teamToken: TEAM_TOKEN,
    now: () => new Date(),
    ...overrides,
  };
}

/** The API over a test database, with its log lines kept for assertions. */
export function testApp(db: Database, leads: LeadDeps = testLeadDeps()) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const log = createLogger({ level: "info", destination });
  const { app, book } = buildApp({
    db,
    log,
    config: { allowedOrigins: [SITE, WALLET] },
    leads,
  });
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined && !headers.has("content-type"))
      headers.set("content-type", "application/json");
    return app.request(`http://api.test${path}`, {
      ...rest,
      headers,
      ...(json !== undefined && { body: JSON.stringify(json) }),
    });
  };
  return { app, book, call, lines };
}
