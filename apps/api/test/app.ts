import { Writable } from "node:stream";

import { buildApp } from "../src/app.ts";
import type { Database } from "../src/db/database.ts";
import { createLogger } from "../src/log.ts";

export const SITE = "http://127.0.0.1:4173";
export const WALLET = "http://127.0.0.1:4174";

/** The API over a test database, with its log lines kept for assertions. */
export function testApp(db: Database) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const log = createLogger({ level: "info", destination });
  const { app, book } = buildApp({ db, log, config: { allowedOrigins: [SITE, WALLET] } });
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
