import { type Algorithm, hash, verify } from "@node-rs/argon2";

import type { Database } from "../db/database.ts";
import { ApiError } from "../http/errors.ts";
import type { Secrets } from "./secrets.ts";

/** 3 wrong PINs pause payments for 5 minutes: today's wallet figures, now enforced here. */
export const PIN_RULES = { length: 6, wrongTries: 3, pauseMinutes: 5 } as const;

/** argon2id at OWASP's figure (19 MiB, 2 passes, 1 lane), with the pepper as its secret. */
/** `Algorithm.Argon2id` (a const enum the type-only import cannot reach). */
const ARGON2ID = 2 as Algorithm;

const argon = (secrets: Secrets) => ({
  algorithm: ARGON2ID,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
  secret: secrets.pinPepper,
});

export const tries = (n: number) => `${n} ${n === 1 ? "try" : "tries"}`;

/** Repeated digits and straight runs are the first PINs anyone tries. */
export function weakPinReason(pin: string): string | undefined {
  if (/^(\d)\1+$/.test(pin)) return "A PIN of one repeated digit is the first anyone tries.";
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - digits[i]!));
  if (steps.size === 1 && (steps.has(1) || steps.has(-1))) {
    return "A PIN of digits in a row (like 123456) is easy to guess.";
  }
  return undefined;
}

export async function hashPin(secrets: Secrets, pin: string): Promise<string> {
  return hash(pin, argon(secrets));
}

/** What checking a PIN found: right, or wrong with the tries left, or paused until a time. */
export type PinVerdict =
  | { right: true }
  | { right: false; triesLeft: number; pausedUntil: Date | null; refusal: ApiError };

/**
 * Checks a user's PIN with the row locked, so that tries at the same moment are counted one by
 * one: a pause cannot be outrun by sending many PINs at once. A wrong PIN is counted (committed)
 * before the verdict is answered.
 */
export async function pinVerdict(
  db: Database,
  secrets: Secrets,
  userId: string,
  pin: string,
  now: Date,
): Promise<PinVerdict> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      pin_hash: string | null;
      pin_failures: number;
      pin_paused_until: Date | null;
    }>("SELECT pin_hash, pin_failures, pin_paused_until FROM users WHERE id = $1 FOR UPDATE", [
      userId,
    ]);
    const user = rows[0];
    if (!user?.pin_hash) throw new ApiError("pin_required", "Set a PIN before paying.");
    if (user.pin_paused_until && new Date(user.pin_paused_until) > now) {
      const pausedUntil = new Date(user.pin_paused_until);
      const minutesLeft = Math.ceil((pausedUntil.getTime() - now.getTime()) / 60_000);
      return {
        right: false,
        triesLeft: 0,
        pausedUntil,
        refusal: new ApiError(
          "pin_paused",
          `Too many wrong PINs: payments are paused for ${minutesLeft} more minutes.`,
        ),
      };
    }
    if (await verify(user.pin_hash, pin, argon(secrets))) {
      await tx.query("UPDATE users SET pin_failures = 0, pin_paused_until = NULL WHERE id = $1", [
        userId,
      ]);
      return { right: true };
    }
    const failures = user.pin_failures + 1;
    const pausedUntil =
      failures >= PIN_RULES.wrongTries
        ? new Date(now.getTime() + PIN_RULES.pauseMinutes * 60_000)
        : null;
    await tx.query("UPDATE users SET pin_failures = $2, pin_paused_until = $3 WHERE id = $1", [
      userId,
      pausedUntil ? 0 : failures,
      pausedUntil,
    ]);
    const triesLeft = pausedUntil ? 0 : PIN_RULES.wrongTries - failures;
    return {
      right: false,
      triesLeft,
      pausedUntil,
      refusal: pausedUntil
        ? new ApiError(
            "pin_paused",
            `Too many wrong PINs: payments are paused for ${PIN_RULES.pauseMinutes} minutes.`,
          )
        : new ApiError("wrong_pin", `Wrong PIN: ${tries(triesLeft)} left.`),
    };
  });
}

/** Checks a user's PIN (see `pinVerdict`), throwing its refusal when it is not right. */
export async function checkPin(
  db: Database,
  secrets: Secrets,
  userId: string,
  pin: string,
  now: Date,
): Promise<void> {
  const verdict = await pinVerdict(db, secrets, userId, pin, now);
  if (!verdict.right) throw verdict.refusal;
}

/** Sets the first PIN, or changes it given the current one. */
export async function setPin(
  db: Database,
  secrets: Secrets,
  userId: string,
  request: { pin: string; currentPin?: string | undefined },
  now: Date,
): Promise<void> {
  const weak = weakPinReason(request.pin);
  if (weak) throw new ApiError("weak_pin", weak);
  const { rows } = await db.query<{ pin_hash: string | null }>(
    "SELECT pin_hash FROM users WHERE id = $1",
    [userId],
  );
  if (rows[0]?.pin_hash) {
    if (!request.currentPin)
      throw new ApiError("wrong_pin", "Enter your current PIN to change it.");
    await checkPin(db, secrets, userId, request.currentPin, now);
    if (request.currentPin === request.pin) {
      throw new ApiError("weak_pin", "The new PIN must differ from the current one.");
    }
  }
  const pinHash = await hashPin(secrets, request.pin);
  // Only the first PIN may be set without the current one: a race of two first PINs sets one.
  const { rowCount } = await db.query(
    rows[0]?.pin_hash
      ? "UPDATE users SET pin_hash = $2, pin_failures = 0, pin_paused_until = NULL WHERE id = $1"
      : "UPDATE users SET pin_hash = $2 WHERE id = $1 AND pin_hash IS NULL",
    [userId, pinHash],
  );
  if (rowCount === 0)
    throw new ApiError("wrong_pin", "A PIN is already set: enter it to change it.");
}
