import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { phoneNumbers, signIn, signInWithPin, testApp, testClock } from "../test/app.ts";
import { type Database, postgresDatabase } from "./db/database.ts";
import { type LocalPostgres, startLocalPostgres } from "./db/local-postgres.ts";
import { migrate } from "./db/migrate.ts";
import { violations } from "./ledger/transfers.ts";

/**
 * The database goes away under a running API and comes back. Meanwhile every request that needs
 * it gets a 503 in the one error shape (with Retry-After), `/api/ready` fails while `/api/health`
 * (the process) stays up, nothing is half stored; when PostgreSQL returns, the same process
 * serves again by itself, and a payment retried under its id is made once.
 */
let cluster: LocalPostgres;
let db: Database;
beforeAll(async () => {
  // Durable commits, as in production: an immediate stop must not take acknowledged work with it.
  cluster = startLocalPostgres({ fsync: true });
  const admin = postgresDatabase(cluster.url("postgres"), 1);
  await admin.query("CREATE DATABASE outage");
  await admin.close();
  db = postgresDatabase(cluster.url("outage"), 4);
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
  cluster?.stop();
});

const newPhone = phoneNumbers("93");

type Call = ReturnType<typeof testApp>["call"];
const walletOf = async (call: Call, cookie: string) => {
  const response = await call("/api/me", { headers: { cookie } });
  if (response.status !== 200) throw new Error(`me: ${response.status} ${await response.text()}`);
  const me = (await response.json()) as {
    balances: { kind: string; balance: string }[];
  };
  return BigInt(me.balances.find((b) => b.kind === "wallet")!.balance);
};

/** Calls `path` until it answers `status` (the pool reconnects on its own; no fixed wait). */
async function until(call: Call, path: string, status: number) {
  for (let tries = 0; ; tries++) {
    const response = await call(path);
    if (response.status === status) return response;
    if (tries > 300) throw new Error(`${path} never answered ${status} (last ${response.status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a database outage", () => {
  it("answers 503 in its error shape while PostgreSQL is down, then recovers without a restart", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const first = await signInWithPin(call, newPhone());
    const second = await signInWithPin(call, newPhone());
    clock.advance(25 * 3_600_000); // no longer new devices
    const payer = await signIn(call, first.user.phone, { deviceCookie: first.deviceCookie });
    const payee = await signIn(call, second.user.phone, { deviceCookie: second.deviceCookie });
    const before = await walletOf(call, payer.cookie);
    expect((await call("/api/ready")).status).toBe(200);

    cluster.stop("immediate", { keep: true });

    const ready = await call("/api/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: { code: "unavailable" } });
    expect((await call("/api/health")).status).toBe(200);

    const payment = {
      id: uuidv7(),
      to: { phone: payee.user.phone },
      amount: "25000",
      currency: "INR",
      pin: first.pin,
    };
    const pay = () =>
      call("/api/payments", { method: "POST", json: payment, headers: { cookie: payer.cookie } });
    for (const response of [
      await pay(),
      await call("/api/me", { headers: { cookie: payer.cookie } }),
      await call("/api/auth/otp", {
        method: "POST",
        json: { phone: newPhone(), country: "IN" },
        headers: { "x-real-ip": "10.9.9.9" },
      }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({
        error: { code: "unavailable", message: "The service is unavailable; try again shortly." },
      });
    }

    cluster.start();
    await until(call, "/api/ready", 200);

    // The payment the outage refused was never half stored: retried under its id, it is made once.
    expect(await walletOf(call, payer.cookie)).toBe(before);
    const retried = await pay();
    expect(retried.status).toBe(201);
    const replayed = await pay();
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    // Its first payment: FIRST100's 10% (₹25) comes back once.
    expect(await walletOf(call, payer.cookie)).toBe(before - 25_000n + 2_500n);
    expect(await violations(db)).toEqual([]);
  });
});
