import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * A private PostgreSQL 15 cluster (Debian's binaries), unprivileged (as the `postgres` user when
 * this runs as root, since PostgreSQL refuses root), listening on a Unix socket in its own
 * folder only, so that several on one machine never meet. Used by `pnpm serve` (a folder kept
 * between runs) and by the tests (a throwaway folder, fsync off).
 */
export interface LocalPostgres {
  /** A connection string for a database of this cluster. */
  url(database: string): string;
  /** Stops it; a throwaway cluster's folder goes too, unless `keep` (to start it again). */
  stop(mode?: "fast" | "immediate", options?: { keep?: boolean }): void;
  /** Starts it again after a stop (the crash tests). */
  start(): void;
}

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export function startLocalPostgres(options: { dir?: string; fsync?: boolean } = {}): LocalPostgres {
  if (!existsSync(`${BIN}/postgres`)) {
    throw new Error(
      `PostgreSQL 15 is not installed (${BIN}/postgres): run scripts/ensure-postgres.sh`,
    );
  }
  const throwaway = !options.dir;
  const dir = options.dir ? resolve(options.dir) : mkdtempSync(join(tmpdir(), "sangampay-pg-"));
  mkdirSync(dir, { recursive: true });
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (command: string, args: string[]) =>
    execFileSync(`${BIN}/${command}`, args, { ...user, stdio: "pipe", cwd: dir });
  const data = join(dir, "data");
  if (!existsSync(join(data, "PG_VERSION"))) {
    run("initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
  }
  const settings = [
    `-k ${dir}`,
    "-c listen_addresses=''",
    "-c max_connections=200",
    options.fsync === false ? "-c fsync=off -c synchronous_commit=off -c full_page_writes=off" : "",
  ].join(" ");
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", settings, "-l", join(dir, "log"), "-w", "-t", "120", "start"]);
  start();
  return {
    url: (database) =>
      `postgresql://postgres@localhost/${database}?host=${encodeURIComponent(dir)}`,
    start,
    stop(mode = "fast", { keep = false } = {}) {
      try {
        run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
      } finally {
        if (throwaway && !keep) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
