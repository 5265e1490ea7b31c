import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { serve } from "@hono/node-server";

import { buildApp } from "./app.ts";
import { sandboxSms } from "./auth/otp.ts";
import { loadSecrets } from "./auth/secrets-file.ts";
import { readConfig } from "./config.ts";
import { type Database, pgliteDatabase, postgresDatabase } from "./db/database.ts";
import { type LocalPostgres, startLocalPostgres } from "./db/local-postgres.ts";
import { migrate } from "./db/migrate.ts";
import { leadRuntime } from "./leads/runtime.ts";
import { sweep } from "./ledger/sweeper.ts";
import { createLogger } from "./log.ts";
import { decideSandbox } from "./rails/sandbox-rail.ts";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const config = readConfig();
const log = createLogger({ level: config.LOG_LEVEL });

/**
 * The database: DATABASE_URL if set, else a private local one kept under .data/ (README), or a
 * throwaway one when DATA_DIR is `:temp:` (the end-to-end tests).
 */
async function openDatabase(): Promise<{ db: Database; cluster?: LocalPostgres; dir?: string }> {
  if (config.DATABASE_URL) return { db: postgresDatabase(config.DATABASE_URL) };
  const temporary = config.DATA_DIR === ":temp:";
  const dir = temporary ? undefined : (config.DATA_DIR ?? join(repoRoot, ".data", config.DATABASE));
  if (config.DATABASE === "postgres") {
    const cluster = startLocalPostgres(dir ? { dir } : {});
    const admin = postgresDatabase(cluster.url("postgres"), 1);
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'sangampay'");
    if (rowCount === 0) await admin.query("CREATE DATABASE sangampay");
    await admin.close();
    return { db: postgresDatabase(cluster.url("sangampay")), cluster, dir };
  }
  if (dir) mkdirSync(dir, { recursive: true });
  return { db: await pgliteDatabase(dir), dir };
}

/** How often the sweeper runs: often enough that a quick sandbox rail settles on time. */
const SWEEP_MS = config.SANDBOX_RAIL_SECONDS ? 1_000 : 5_000;

const { db, cluster, dir } = await openDatabase();
const applied = await migrate(db);
log.info({ applied, database: db.engine }, "migrations applied");

const leads = leadRuntime(config, { repoRoot, log, database: db.engine });
const secrets = loadSecrets(dir);
const { app, feeds } = buildApp({
  db,
  log,
  config: { ...config, secureCookies: new URL(config.VITE_WALLET_URL).protocol === "https:" },
  secrets,
  sms: sandboxSms(secrets),
  clock: () => new Date(),
  leads: leads.deps,
});
const server = serve(
  { fetch: app.fetch, hostname: config.API_HOST, port: config.API_PORT },
  (info) => log.info({ address: info.address, port: info.port }, "api listening"),
);

// The sweeper: settles the sandbox rails and expires holds, every few seconds (every second when
// SANDBOX_RAIL_SECONDS makes the rails quick), in every API process (each transfer still moves
// once: see ledger/sweeper.ts).
const sweeper = setInterval(() => {
  sweep(db, decideSandbox).then(
    (result) =>
      (result.expired || result.settled || result.quotesExpired) && log.info(result, "sweep"),
    (error: unknown) => log.warn({ err: error }, "sweep failed; next pass retries"),
  );
}, SWEEP_MS);

let stopping = false;
/** Graceful shutdown: stop accepting, finish the requests in flight, then close the database. */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  clearInterval(sweeper);
  // Open event streams end now, or the server would wait for them.
  for (const feed of feeds) feed.stop();
  // Requests still open after 10 s are cut; the private cluster stops all the same (left running,
  // it would hold its port and folder after the API is gone).
  const force = setTimeout(() => {
    cluster?.stop();
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(() => {
    leads.close();
    void db
      .close()
      .catch(() => {})
      .finally(() => {
        cluster?.stop();
        process.exit(0);
      });
  });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => shutdown(signal));
