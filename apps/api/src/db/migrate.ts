import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import type { Database } from "./database.ts";

const MIGRATIONS = fileURLToPath(new URL("../../migrations/", import.meta.url));

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The migrations in git, in the order of their file names (0001_..., 0002_...). */
export async function readMigrations(folder = MIGRATIONS): Promise<Migration[]> {
  const names = (await readdir(folder)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name));
  names.sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(`${folder}/${name}`, "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/** The advisory lock's key that serialises migrations (any constant the app uses for nothing else). */
const MIGRATION_LOCK = 7_243_001;

/**
 * Applies every migration not yet applied, in order, in one transaction. A migration
 * already applied whose file has since changed is refused: migrations are never edited.
 * Processes starting at once are serialised by a transaction-scoped advisory lock, taken before
 * the migrations table is created: two `CREATE TABLE IF NOT EXISTS` at once on an empty database
 * can fail on the catalog's unique index, so no lock on the table itself can guard its creation.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await tx.query<{ name: string; checksum: string }>(
      "SELECT name, checksum FROM schema_migrations",
    );
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const done: string[] = [];
    for (const migration of all) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`migration ${migration.name} was changed after it was applied`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)", [
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.name);
    }
    return done;
  });
}

/** The names of migrations in git that the database has not applied (empty when ready). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const all = await readMigrations();
  const { rows } = await db.query<{ name: string }>("SELECT name FROM schema_migrations");
  const applied = new Set(rows.map((row) => row.name));
  return all.map((m) => m.name).filter((name) => !applied.has(name));
}
