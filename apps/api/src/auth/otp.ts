import { randomInt } from "node:crypto";

import { uuidv7 } from "uuidv7";

import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../http/errors.ts";
import { hmac, sameText, seal, type Secrets, unseal } from "./secrets.ts";

/** The rules of sign-in codes (OWASP ASVS 5, NIST 800-63B; see apps/api/README.md). */
export const OTP = {
  digits: 6,
  lifetimeSeconds: 5 * 60,
  wrongTries: 5,
  resendSeconds: 30,
  perPhonePerHour: 5,
  perClientPerHour: 30,
} as const;

export interface Challenge {
  challengeId: string;
  expiresAt: string;
  resendAt: string;
}

/** Where codes go. The sandbox keeps them in its outbox; a real provider sends an SMS. */
export interface SmsProvider {
  readonly sandbox: boolean;
  send(
    tx: Queryable,
    message: { challengeId: string; phone: string; text: string; at: Date },
  ): Promise<void>;
}

export function sandboxSms(secrets: Secrets): SmsProvider & {
  read(db: Queryable, challengeId: string, now: Date): Promise<string | undefined>;
} {
  return {
    sandbox: true,
    async send(tx, message) {
      await tx.query(
        "INSERT INTO sms_outbox (challenge_id, phone, sealed, created_at) VALUES ($1, $2, $3, $4)",
        [message.challengeId, message.phone, seal(secrets, message.text), message.at],
      );
    },
    /** The delivered message, for its own challenge only, while that challenge is live. */
    async read(db, challengeId, now) {
      const { rows } = await db.query<{ sealed: string }>(
        `SELECT o.sealed FROM sms_outbox o JOIN otp_challenges c ON c.id = o.challenge_id
          WHERE c.id = $1 AND c.consumed_at IS NULL AND c.expires_at > $2 AND c.wrong_tries < $3`,
        [challengeId, now, OTP.wrongTries],
      );
      return rows[0] && unseal(secrets, rows[0].sealed);
    },
  };
}

const seconds = (n: number) => n * 1000;

/**
 * A new code for a phone: refused while the last one is under 30 seconds old, after 5 in an hour
 * for the phone or 30 (`OTP_PER_CLIENT_PER_HOUR`) for the client address. The checks run under a lock on the phone's and the
 * address's rows, so requests at the same moment are counted one after the other.
 */
export async function requestCode(
  db: Database,
  secrets: Secrets,
  sms: SmsProvider,
  request: { phone: string; clientAddress: string; now: Date; perClientPerHour?: number },
): Promise<Challenge> {
  const { phone, now } = request;
  const client = hmac(secrets, "client", request.clientAddress);
  return db.transaction(async (tx) => {
    const keys = [`client:${client}`, `phone:${phone}`].sort();
    for (const key of keys) {
      await tx.query("INSERT INTO otp_senders (key) VALUES ($1) ON CONFLICT DO NOTHING", [key]);
    }
    await tx.query("SELECT key FROM otp_senders WHERE key = ANY($1) ORDER BY key FOR UPDATE", [
      keys,
    ]);
    const hourAgo = new Date(now.getTime() - seconds(3600));
    const { rows } = await tx.query<{
      phone_count: number;
      client_count: number;
      last: Date | null;
    }>(
      `SELECT (SELECT count(*)::int FROM otp_challenges WHERE phone = $1 AND created_at > $3) AS phone_count,
              (SELECT count(*)::int FROM otp_challenges WHERE client_hmac = $2 AND created_at > $3) AS client_count,
              (SELECT max(created_at) FROM otp_challenges WHERE phone = $1) AS last`,
      [phone, client, hourAgo],
    );
    const { phone_count, client_count, last } = rows[0]!;
    if (last && now.getTime() - new Date(last).getTime() < seconds(OTP.resendSeconds)) {
      const wait = Math.ceil(
        (new Date(last).getTime() + seconds(OTP.resendSeconds) - now.getTime()) / 1000,
      );
      throw new ApiError("rate_limited", `Ask for a new code in ${wait} seconds.`);
    }
    if (phone_count >= OTP.perPhonePerHour) {
      throw new ApiError("rate_limited", "Too many codes for this number: try again in an hour.");
    }
    if (client_count >= (request.perClientPerHour ?? OTP.perClientPerHour)) {
      throw new ApiError(
        "rate_limited",
        "Too many codes asked from this connection: try again later.",
      );
    }
    const code = String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, "0");
    const challengeId = uuidv7();
    const expiresAt = new Date(now.getTime() + seconds(OTP.lifetimeSeconds));
    await tx.query(
      `INSERT INTO otp_challenges (id, phone, purpose, code_hmac, client_hmac, created_at, expires_at)
       VALUES ($1, $2, 'sign_in', $3, $4, $5, $6)`,
      [challengeId, phone, hmac(secrets, `otp:${challengeId}`, code), client, now, expiresAt],
    );
    await sms.send(tx, {
      challengeId,
      phone,
      at: now,
      text: `${code} is your SangamPay code. It expires in ${OTP.lifetimeSeconds / 60} minutes. Never share it.`,
    });
    return {
      challengeId,
      expiresAt: expiresAt.toISOString(),
      resendAt: new Date(now.getTime() + seconds(OTP.resendSeconds)).toISOString(),
    };
  });
}

export type CodeCheck = { ok: true; phone: string } | { ok: false; triesLeft: number };

/**
 * Checks a code against its challenge, inside the caller's transaction: right once (then the
 * challenge is spent), wrong up to 5 times (then it is dead). An expired, spent or dead
 * challenge is refused without looking at the code.
 */
export async function checkCode(
  tx: Queryable,
  secrets: Secrets,
  challengeId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const { rows } = await tx.query<{
    phone: string;
    code_hmac: string;
    expires_at: Date;
    wrong_tries: number;
    consumed_at: Date | null;
  }>(
    "SELECT phone, code_hmac, expires_at, wrong_tries, consumed_at FROM otp_challenges WHERE id = $1 FOR UPDATE",
    [challengeId],
  );
  const challenge = rows[0];
  if (!challenge || challenge.consumed_at || challenge.wrong_tries >= OTP.wrongTries) {
    throw new ApiError("challenge_ended", "This code can no longer be used: ask for a new one.");
  }
  if (new Date(challenge.expires_at) <= now) {
    throw new ApiError("challenge_ended", "This code has expired: ask for a new one.");
  }
  if (sameText(hmac(secrets, `otp:${challengeId}`, code), challenge.code_hmac)) {
    await tx.query("UPDATE otp_challenges SET consumed_at = $2 WHERE id = $1", [challengeId, now]);
    return { ok: true, phone: challenge.phone };
  }
  await tx.query("UPDATE otp_challenges SET wrong_tries = wrong_tries + 1 WHERE id = $1", [
    challengeId,
  ]);
  return { ok: false, triesLeft: OTP.wrongTries - challenge.wrong_tries - 1 };
}
