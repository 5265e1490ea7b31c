import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";

import { uuidv7 } from "uuidv7";

import { type AppDeps, buildApp } from "../src/app.ts";
import { sandboxSms } from "../src/auth/otp.ts";
import type { Secrets } from "../src/auth/secrets.ts";
import type { Database } from "../src/db/database.ts";
import { createLogger } from "../src/log.ts";
import { sandboxMailer } from "../src/mail/mailer.ts";
import type { LeadDeps } from "../src/routes/leads.ts";

export const SITE = "http://127.0.0.1:4173";
export const WALLET = "http://127.0.0.1:4174";

export const TEAM_TOKEN = "test-team-token-0123456789abcdefghijklmnop";

/** The lead routes' needs in a test: the sandbox mailer in a folder of its own, the team's token. */
export function testLeadDeps(overrides: Partial<LeadDeps> = {}): LeadDeps & { mailDir: string } {
  const mailDir = mkdtempSync(join(tmpdir(), "api-test-mail-"));
  return {
    mailer: sandboxMailer(mailDir, "SangamPay <no-reply@sangampay.example>"),
    mailDir,
    siteUrl: SITE,
    rateLimit: { points: 1000, duration: 600 },
    teamToken: TEAM_TOKEN,
    ...overrides,
  };
}

export const testSecrets: Secrets = {
  serverKey: Buffer.from("test-server-key-0123456789abcdef"),
  pinPepper: Buffer.from("test-pin-pepper-0123456789abcdef"),
};

/**
 * What the offers (FIRST100, BILLS5, RECHARGE20, ...) credited to a user's wallet so far, in minor
 * units: each is a transfer of its own, beside the payments that earned it.
 */
export async function offersCredited(db: Database, userId: string): Promise<bigint> {
  const { rows } = await db.query<{ credited: bigint }>(
    `SELECT coalesce(sum(l.amount), 0)::bigint AS credited
       FROM transfer_legs l JOIN transfers t ON t.id = l.transfer_id
       JOIN accounts a ON a.id = l.account_id
      WHERE t.kind = 'cashback' AND t.status = 'posted' AND a.owner_kind = 'user'
        AND a.owner_id = $1`,
    [userId],
  );
  return BigInt(rows[0]!.credited);
}

/** A clock the test moves by hand. */
export function testClock(start = new Date("2026-11-25T10:00:00Z")) {
  let now = start.getTime();
  return Object.assign(() => new Date(now), {
    advance(ms: number) {
      now += ms;
    },
  });
}

/** The API over a test database, with its log lines kept for assertions. */
export function testApp(
  db: Database,
  clock: () => Date = () => new Date(),
  leads: LeadDeps = testLeadDeps(),
  config: Partial<AppDeps["config"]> = {},
) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const log = createLogger({ level: "info", destination });
  const { app, book } = buildApp({
    db,
    log,
    config: { allowedOrigins: [SITE, WALLET], secureCookies: false, ...config },
    secrets: testSecrets,
    sms: sandboxSms(testSecrets),
    clock,
    leads,
  });
  const call = async (
    path: string,
    init: RequestInit & { json?: unknown } = {},
  ): Promise<Response> => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined && !headers.has("content-type"))
      headers.set("content-type", "application/json");
    return app.request(`http://api.test${path}`, {
      ...rest,
      headers,
      ...(json !== undefined && { body: JSON.stringify(json) }),
    });
  };
  return { app, book, call, lines };
}

type Call = ReturnType<typeof testApp>["call"];

/** The session cookie a response set, as a request's Cookie header. */
export function cookieFrom(response: Response): string {
  const set = response.headers.get("set-cookie") ?? "";
  const match = /(sp_session=[^;]*)/.exec(set);
  if (!match) throw new Error(`no session cookie in ${set}`);
  return match[1]!;
}

/** Signs in through the API as a browser would, reading the code from the sandbox's outbox. */
export async function signIn(
  call: Call,
  phone: string,
  options: {
    country?: "IN" | "ZM";
    address?: string;
    device?: string;
    deviceCookie?: string;
    /** The holder's name, sent with the code (an account this sign-in opens takes it). */
    name?: string;
  } = {},
) {
  const requested = await call("/api/auth/otp", {
    method: "POST",
    json: { phone, country: options.country ?? "IN" },
    headers: {
      "x-real-ip":
        options.address ??
        `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  if (requested.status !== 201)
    throw new Error(`otp: ${requested.status} ${await requested.text()}`);
  const { challengeId } = (await requested.json()) as { challengeId: string };
  const { message } = (await (
    await call(`/api/auth/otp/${challengeId}/sandbox-message`)
  ).json()) as {
    message: string;
  };
  const code = /\d{6}/.exec(message)![0];
  const verified = await call("/api/auth/verify", {
    method: "POST",
    json: { challengeId, code, device: options.device ?? "Test browser", name: options.name },
    ...(options.deviceCookie && { headers: { cookie: options.deviceCookie } }),
  });
  if (verified.status !== 200)
    throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  const { user } = (await verified.json()) as {
    user: { id: string; phone: string; upiId: string; name: string; nameSet: boolean };
  };
  const deviceCookie = /(sp_device=[^;]*)/.exec(verified.headers.get("set-cookie") ?? "")![1]!;
  return { cookie: cookieFrom(verified), deviceCookie, user, code, challengeId };
}

/** Signs in and sets a PIN; answers the renewed cookie. */
export async function signInWithPin(
  call: Call,
  phone: string,
  pin = "284913",
  options: Parameters<typeof signIn>[2] = {},
) {
  const signedIn = await signIn(call, phone, options);
  const set = await call("/api/me/pin", {
    method: "PUT",
    json: { pin },
    headers: { cookie: signedIn.cookie },
  });
  if (set.status !== 204) throw new Error(`pin: ${set.status} ${await set.text()}`);
  return { ...signedIn, cookie: cookieFrom(set), pin };
}

/**
 * One person pays another's phone from the wallet, with the PIN; answers the payment's answer.
 * `id` defaults to a new one.
 */
export function pay(
  call: Call,
  from: { cookie: string; pin: string },
  to: { user: { phone: string } },
  amount: string,
  id: string = uuidv7(),
) {
  return call("/api/payments", {
    method: "POST",
    json: { id, to: { phone: to.user.phone }, amount, currency: "INR", pin: from.pin },
    headers: { cookie: from.cookie },
  });
}

/**
 * Mobile numbers no other test file uses: each file passes its own two-digit prefix (a valid
 * Indian first digit), then this process's id and a counter.
 */
export function phoneNumbers(prefix: string) {
  let next = 0;
  return () =>
    `${prefix}${String(process.pid % 1000).padStart(3, "0")}${String(++next).padStart(5, "0")}`;
}
