import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Context } from "hono";
import * as v from "valibot";

import { ApiError } from "./errors.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Lets a request through only with the team's token (`Authorization: Bearer <token>`):
 * 401 without one, 403 with another. Compared in constant time.
 */
export function requireTeam(c: Context, teamToken: string): void {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (!given) {
    throw new ApiError("unauthenticated", "Send the team's token: Authorization: Bearer <token>.");
  }
  if (!timingSafeEqual(digest(given), digest(teamToken))) {
    throw new ApiError("forbidden", "This token does not open the team's data.");
  }
}

export const newTeamToken = () => randomBytes(32).toString("base64url");

/**
 * How a command on this machine reaches a running API without any setting: each API process that
 * made its own team token (TEAM_TOKEN unset) writes one file, readable by its user only, into the
 * data folder's `run/`, and removes it when it stops.
 */
const LocalAccess = v.object({
  url: v.pipe(v.string(), v.url()),
  token: v.string(),
  pid: v.number(),
  database: v.string(),
  mailDir: v.optional(v.string()),
  startedAt: v.string(),
});
export type LocalAccess = v.InferOutput<typeof LocalAccess>;

export function writeLocalAccess(runDir: string, port: number, access: LocalAccess): () => void {
  mkdirSync(runDir, { recursive: true, mode: 0o700 });
  const file = join(runDir, `api-${port}.json`);
  writeFileSync(file, `${JSON.stringify(access, null, 2)}\n`, { mode: 0o600 });
  // A file left by an earlier run keeps its old mode: set it again.
  chmodSync(file, 0o600);
  return () => rmSync(file, { force: true });
}

/** The access files in `runDir` (each a running API, or one that died without removing it). */
export function readLocalAccess(runDir: string): (LocalAccess & { file: string })[] {
  let names: string[];
  try {
    names = readdirSync(runDir).filter((name) => /^api-\d+\.json$/.test(name));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const file = join(runDir, name);
    try {
      const parsed = v.safeParse(LocalAccess, JSON.parse(readFileSync(file, "utf8")));
      return parsed.success ? [{ ...parsed.output, file }] : [];
    } catch {
      return [];
    }
  });
}
