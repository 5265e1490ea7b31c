import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What the API needs of a database: queries with parameters, and transactions. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<{ rows: Row[]; rowCount: number }>;
  /** Runs a script of several statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly engine: "postgres" | "pglite";
}

const INT8 = 20;
const NUMERIC = 1700;

/** bigint columns (money, versions) arrive as JS bigint, never as a float or a string. */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8
      ? (value: string) => BigInt(value)
      : (pg.types.getTypeParser(oid, format) as (
          value: string,
        ) => unknown)) as pg.CustomTypesConfig["getTypeParser"],
};

/** PostgreSQL through a connection pool (node-postgres: unnamed statements, pooler-safe). */
export function postgresDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  // An idle client losing its connection (the database restarting) must not crash the process.
  pool.on("error", () => {});
  const run = async (client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    const result = await client.query(sql, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  };
  return {
    engine: "postgres",
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(work) {
      const client = await pool.connect();
      // A connection that cannot even roll back (the database went away) is closed, not reused.
      let broken = false;
      try {
        await client.query("BEGIN");
        const result = await work({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly, in this process): the zero-setup database of
 * `pnpm start`. It runs one statement at a time, so it cannot show concurrency bugs: the
 * concurrency tests run on PostgreSQL 15.
 */
export async function pgliteDatabase(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir, {
    parsers: { [INT8]: (value: string) => BigInt(value), [NUMERIC]: (value: string) => value },
  });
  const run = async (target: Pick<PGlite, "query">, sql: string, params?: readonly unknown[]) => {
    const result = await target.query(sql, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    engine: "pglite",
    query: (sql, params) => run(db, sql, params) as never,
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) => run(tx, sql, params) as never,
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    close: () => db.close(),
  };
}

/** The SQLSTATE of a database error, if it is one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = error.code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}
