import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import {
  pay,
  phoneNumbers,
  signIn,
  signInWithPin,
  testApp,
  testClock,
  testLeadDeps,
} from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { readConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { violations } from "../ledger/transfers.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(24);
});

const newPhone = phoneNumbers("97");

type Call = ReturnType<typeof testApp>["call"];
const walletOf = async (call: Call, cookie: string) => {
  const me = (await (await call("/api/me", { headers: { cookie } })).json()) as {
    balances: { kind: string; balance: string }[];
  };
  return BigInt(me.balances.find((b) => b.kind === "wallet")!.balance);
};

// Signed in again on the same browsers a day later: no longer new devices.
async function twoPeople() {
  const clock = testClock();
  const { call } = testApp(db, clock);
  const first = await signInWithPin(call, newPhone());
  const second = await signInWithPin(call, newPhone());
  clock.advance(25 * 3_600_000);
  const again = async (who: typeof first) => ({
    ...(await signIn(call, who.user.phone, { deviceCookie: who.deviceCookie })),
    pin: who.pin,
  });
  return { call, clock, payer: await again(first), payee: await again(second) };
}

describe("payments between people", () => {
  it("moves the money to the payee, and both see the same transfer", async () => {
    const { call, payer, payee } = await twoPeople();
    const id = uuidv7();
    const response = await call("/api/payments", {
      method: "POST",
      json: {
        id,
        to: { phone: payee.user.phone },
        amount: "50000",
        currency: "INR",
        note: "Dinner",
        pin: payer.pin,
      },
      headers: { cookie: payer.cookie },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      transfer: {
        id,
        status: "posted",
        direction: "sent",
        amount: "50000",
        currency: "INR",
        note: "Dinner",
        counterparty: {
          name: payee.user.name,
          maskedPhone: `+91 ••••••${payee.user.phone.slice(-4)}`,
        },
      },
    });
    // The payer's first payment also earns FIRST100's 10% (₹50), credited as its own transfer.
    expect(await walletOf(call, payer.cookie)).toBe(1_250_000n - 50_000n + 5_000n);
    expect(await walletOf(call, payee.cookie)).toBe(1_250_000n + 50_000n);
    const seen = (await (
      await call(`/api/transfers/${id}`, { headers: { cookie: payee.cookie } })
    ).json()) as {
      transfer: { direction: string; amount: string; counterparty: { name: string } };
    };
    expect(seen.transfer).toMatchObject({
      direction: "received",
      amount: "50000",
      counterparty: { name: payer.user.name },
    });
    const history = (await (
      await call("/api/me/transfers", { headers: { cookie: payee.cookie } })
    ).json()) as {
      transfers: { id: string }[];
    };
    expect(history.transfers.map((t) => t.id)).toContain(id);
    expect(await violations(db)).toEqual([]);
  });

  it("pays by UPI ID too, and refuses an unknown number with an invitation", async () => {
    const { call, payer, payee } = await twoPeople();
    const byUpi = await call("/api/payments", {
      method: "POST",
      json: {
        id: uuidv7(),
        to: { upi: payee.user.upiId },
        amount: "100",
        currency: "INR",
        pin: payer.pin,
      },
      headers: { cookie: payer.cookie },
    });
    expect(byUpi.status).toBe(201);
    const nobody = await call("/api/payments", {
      method: "POST",
      json: {
        id: uuidv7(),
        to: { phone: "9000000001" },
        amount: "100",
        currency: "INR",
        pin: payer.pin,
      },
      headers: { cookie: payer.cookie },
    });
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toEqual({
      error: {
        code: "no_such_payee",
        message: "No SangamPay account has this number or ID yet: invite them.",
      },
    });
  });

  it("answers the same id 20 times at once with one payment and identical bodies; another amount is 409", async () => {
    const { call, payer, payee } = await twoPeople();
    const id = uuidv7();
    const body = (amount: string) => ({
      method: "POST",
      json: { id, to: { phone: payee.user.phone }, amount, currency: "INR", pin: payer.pin },
      headers: { cookie: payer.cookie },
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call("/api/payments", body("2500"))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(
      19,
    );
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(await walletOf(call, payer.cookie)).toBe(1_250_000n - 2_500n);
    const other = await call("/api/payments", body("2600"));
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: { code: "idempotency_conflict" } });
    expect(await violations(db)).toEqual([]);
  });

  it("limits a device added today to ₹5,000 a day", async () => {
    const { call } = testApp(db, testClock());
    const payer = await signInWithPin(call, newPhone());
    const payee = await signInWithPin(call, newPhone());
    const pay = (amount: string) =>
      call("/api/payments", {
        method: "POST",
        json: {
          id: uuidv7(),
          to: { phone: payee.user.phone },
          amount,
          currency: "INR",
          pin: payer.pin,
        },
        headers: { cookie: payer.cookie },
      });
    const first = await pay("300000");
    expect(first.status).toBe(201);
    const over = await pay("200001");
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({
      error: {
        code: "limit_exceeded",
        message: "Over today's limit for a device added in the last 24 hours.",
      },
    });
    const last = await pay("200000");
    expect(await last.text()).toContain('"status":"posted"');
    // The first of them earned FIRST100's ₹100 (10%, at most ₹100), which is not money out.
    expect(await walletOf(call, payer.cookie)).toBe(1_250_000n - 500_000n + 10_000n);
  });

  it("lets an operator shorten or turn off the new-device window (NEW_DEVICE_HOURS)", async () => {
    expect(readConfig({}).NEW_DEVICE_HOURS).toBe(24);
    expect(readConfig({ NEW_DEVICE_HOURS: "0" }).NEW_DEVICE_HOURS).toBe(0);
    expect(() => readConfig({ NEW_DEVICE_HOURS: "-1" })).toThrow();
    const { call } = testApp(db, testClock(), testLeadDeps(), { NEW_DEVICE_HOURS: 0 });
    const payer = await signInWithPin(call, newPhone());
    const payee = await signInWithPin(call, newPhone());
    const paid = await pay(call, payer, payee, "1000000");
    expect(paid.status).toBe(201);
    // And FIRST100's ₹100 (10%, at most ₹100) came back as a credit of its own.
    expect(await walletOf(call, payer.cookie)).toBe(1_250_000n - 1_000_000n + 10_000n);
  });

  it("refuses what the wallet does not hold, a wrong PIN, and oneself, moving nothing", async () => {
    const { call, payer, payee } = await twoPeople();
    const pay = (amount: string, pin = payer.pin, to = payee.user.phone) =>
      call("/api/payments", {
        method: "POST",
        json: { id: uuidv7(), to: { phone: to }, amount, currency: "INR", pin },
        headers: { cookie: payer.cookie },
      });
    const tooMuch = await pay("1250001");
    expect(tooMuch.status).toBe(422);
    expect(await tooMuch.json()).toEqual({
      error: {
        code: "insufficient_funds",
        message: "Not enough money for this payment.",
      },
    });
    const wrongPin = await pay("100", "740185");
    expect(wrongPin.status).toBe(401);
    expect(await wrongPin.json()).toEqual({
      error: { code: "wrong_pin", message: "Wrong PIN: 2 tries left." },
    });
    const self = await pay("100", payer.pin, payer.user.phone);
    expect(await self.json()).toMatchObject({ error: { message: "You cannot pay yourself." } });
    expect(await walletOf(call, payer.cookie)).toBe(1_250_000n);
    expect(await violations(db)).toEqual([]);
  });

  it("lets exactly the money there is through when one payer sends 30 payments at once", async () => {
    const { call, payer, payee } = await twoPeople();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        call("/api/payments", {
          method: "POST",
          json: {
            id: uuidv7(),
            to: { phone: payee.user.phone },
            amount: "100000",
            currency: "INR",
            pin: payer.pin,
          },
          headers: { cookie: payer.cookie },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 422)).toHaveLength(18);
    // And the first of them earned FIRST100's ₹100, too little for a thirteenth.
    expect(await walletOf(call, payer.cookie)).toBe(50_000n + 10_000n);
    expect(await violations(db)).toEqual([]);
  });
});
