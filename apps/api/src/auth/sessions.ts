import { randomBytes } from "node:crypto";

import { uuidv7 } from "uuidv7";

import type { Queryable } from "../db/database.ts";
import { sha256 } from "./secrets.ts";

/** 30 minutes idle, 12 hours at most (OWASP ASVS 5 for a payments app). */
export const SESSION = { idleMinutes: 30, absoluteHours: 12 } as const;

export interface Session {
  id: string;
  userId: string;
  deviceId: string;
}

const minutes = (n: number) => n * 60_000;

/**
 * A device the account can see and remove: one per browser that signed in. The browser's own
 * device (from its signed cookie) is reused when it is this account's and was not removed.
 */
export async function addDevice(
  tx: Queryable,
  userId: string,
  name: string,
  now: Date,
  known?: string,
): Promise<string> {
  if (known) {
    const { rowCount } = await tx.query(
      "UPDATE devices SET last_seen_at = $3 WHERE id = $1 AND user_id = $2 AND removed_at IS NULL",
      [known, userId, now],
    );
    if (rowCount === 1) return known;
  }
  const id = uuidv7();
  await tx.query(
    "INSERT INTO devices (id, user_id, name, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)",
    [id, userId, name.slice(0, 80) || "A browser", now],
  );
  return id;
}

/**
 * A new session: 256 random bits, of which only the SHA-256 is kept. Answers the token, which
 * goes to the browser once, in the cookie.
 */
export async function startSession(
  tx: Queryable,
  userId: string,
  deviceId: string,
  now: Date,
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString("base64url");
  const id = uuidv7();
  await tx.query(
    `INSERT INTO sessions (id, token_hash, user_id, device_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [
      id,
      sha256(token),
      userId,
      deviceId,
      now,
      new Date(now.getTime() + SESSION.absoluteHours * 3_600_000),
    ],
  );
  return { token, session: { id, userId, deviceId } };
}

/** The live session a token names, its idle time renewed; undefined if none. */
export async function authenticate(
  db: Queryable,
  token: string,
  now: Date,
): Promise<Session | undefined> {
  const { rows } = await db.query<{ id: string; user_id: string; device_id: string }>(
    `UPDATE sessions s SET last_seen_at = $2
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3
        AND EXISTS (SELECT 1 FROM devices d WHERE d.id = s.device_id AND d.removed_at IS NULL)
      RETURNING id, user_id, device_id`,
    [sha256(token), now, new Date(now.getTime() - minutes(SESSION.idleMinutes))],
  );
  const row = rows[0];
  if (!row) return undefined;
  await db.query("UPDATE devices SET last_seen_at = $2 WHERE id = $1", [row.device_id, now]);
  return { id: row.id, userId: row.user_id, deviceId: row.device_id };
}

/**
 * Whether a session is still live (not ended, not expired, its device not removed), without
 * counting this as activity: a stream left open must not keep an idle session alive.
 */
export async function sessionIsLive(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM sessions s JOIN devices d ON d.id = s.device_id
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND d.removed_at IS NULL`,
    [sessionId, now],
  );
  return rowCount > 0;
}

export async function endSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query("UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL", [
    sessionId,
    now,
  ]);
}

/** "Sign out other devices": every other live session of the account ends. */
export async function endOtherSessions(
  db: Queryable,
  session: Session,
  now: Date,
): Promise<number> {
  const { rowCount } = await db.query(
    "UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL",
    [session.userId, session.id, now],
  );
  return rowCount;
}
