import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A throwaway PostgreSQL 15 cluster in a temporary folder, unprivileged (as the `postgres` user
 * when this runs as root, since PostgreSQL refuses root), listening on a Unix socket only, so
 * that several runs on one machine never meet. fsync is off: these clusters hold test data only.
 */
export interface Cluster {
  /** A connection string for a database of this cluster. */
  url(database: string): string;
  stop(): void;
}

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export function startCluster(options: { fsync?: boolean } = {}): Cluster {
  if (!existsSync(`${BIN}/postgres`)) {
    throw new Error(
      `PostgreSQL 15 is not installed (${BIN}/postgres): run scripts/ensure-postgres.sh`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "sangampay-pg-"));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (command: string, args: string[]) =>
    execFileSync(`${BIN}/${command}`, args, { ...user, stdio: "pipe", cwd: dir });
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const settings = [
    `-k ${dir}`,
    "-c listen_addresses=''",
    "-c max_connections=200",
    options.fsync ? "" : "-c fsync=off -c synchronous_commit=off -c full_page_writes=off",
  ].join(" ");
  run("pg_ctl", ["-D", data, "-o", settings, "-l", join(dir, "log"), "-w", "-t", "120", "start"]);
  return {
    url: (database) => `postgresql://postgres@localhost/${database}?host=${encodeURIComponent(dir)}`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
