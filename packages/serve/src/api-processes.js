// The API behind `pnpm serve`: how many processes (API_PROCESSES), on which ports, the nginx
// upstream that spreads requests over them, and what they must share to act as one API.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

/** The name of the nginx upstream that api-proxy.conf passes /api/ to. */
export const upstreamName = "sangampay_api";

/**
 * How many API processes to start: `API_PROCESSES`, 2 unless set. On PGlite (`DATABASE=pglite`
 * without `DATABASE_URL`) always 1: an embedded database belongs to the one process that opens it.
 *
 * @param {Record<string, string | undefined>} env
 */
export function apiProcessCount(env) {
  const asked = env.API_PROCESSES;
  const embedded = !env.DATABASE_URL && (env.DATABASE ?? "postgres") === "pglite";
  if (embedded) {
    if (asked && asked !== "1") {
      throw new Error(
        `API_PROCESSES=${asked}: PGlite is one process's database; use DATABASE=postgres for more`,
      );
    }
    return 1;
  }
  if (asked === undefined || asked === "") return 2;
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new Error(`API_PROCESSES must be a whole number from 1 to 16, not "${asked}"`);
  }
  return count;
}

/**
 * Consecutive ports from `first`, one per process.
 *
 * @param {number} first
 * @param {number} count
 */
export const apiPorts = (first, count) => Array.from({ length: count }, (_, i) => first + i);

/**
 * The `server` lines of the upstream: a process that refuses connections (starting, stopped)
 * is left out for 2 s, and its request goes to another (nginx passes a request on only when
 * nothing of it was sent, so a payment is never sent twice).
 *
 * @param {readonly number[]} ports
 */
export const upstreamServers = (ports) =>
  ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join("\n  ");

/**
 * The keys every process needs alike to be one API (a session made by one, a PIN set through
 * one, are checked by another): from the environment, else from the private cluster's folder
 * (the `secrets.json` the first process made there, as `apps/api/src/auth/secrets-file.ts`
 * writes it), else made for this run, as one process would make them for itself.
 *
 * @param {Record<string, string | undefined>} env
 * @param {string | undefined} dataDir
 */
export function sharedKeys(env, dataDir) {
  const file = dataDir && `${dataDir}/secrets.json`;
  const stored =
    file && existsSync(file)
      ? /** @type {{ serverKey: string; pinPepper: string }} */ (
          JSON.parse(readFileSync(file, "utf8"))
        )
      : undefined;
  const made = () => randomBytes(32).toString("base64");
  return {
    SERVER_KEY: env.SERVER_KEY || stored?.serverKey || made(),
    PIN_PEPPER: env.PIN_PEPPER || stored?.pinPepper || made(),
  };
}

/**
 * One team token for every process (`GET /api/leads/export` answers through either):
 * `TEAM_TOKEN`, else made for this run.
 *
 * @param {Record<string, string | undefined>} env
 */
export const sharedTeamToken = (env) => env.TEAM_TOKEN || randomBytes(32).toString("base64url");

/**
 * Resolves once the process on `port` answers /api/ready (started and migrated); rejects if it
 * ends first.
 *
 * @param {number} port
 * @param {import("node:child_process").ChildProcess} child
 */
export async function apiReady(port, child) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API on port ${port} ended before it was ready`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
