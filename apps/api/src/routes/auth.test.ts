import { beforeAll, describe, expect, it } from "vitest";

import {
  cookieFrom,
  phoneNumbers,
  signIn,
  signInWithPin,
  testApp,
  testClock,
} from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import type { Database } from "../db/database.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(10);
});

const newPhone = phoneNumbers("98");

async function ask(call: ReturnType<typeof testApp>["call"], phone: string, address = "10.1.1.1") {
  return call("/api/auth/otp", {
    method: "POST",
    json: { phone, country: "IN" },
    headers: { "x-real-ip": address },
  });
}

async function codeOf(call: ReturnType<typeof testApp>["call"], challengeId: string) {
  const response = await call(`/api/auth/otp/${challengeId}/sandbox-message`);
  if (response.status !== 200) return undefined;
  return /\d{6}/.exec(((await response.json()) as { message: string }).message)![0];
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sign-in codes", () => {
  it("opens an account with the sandbox's opening balances on the first sign-in", async () => {
    const { call } = testApp(db);
    const { cookie, user } = await signIn(call, `+91 ${newPhone()}`);
    expect(user.phone).toMatch(/^\+9198/);
    const me = (await (await call("/api/me", { headers: { cookie } })).json()) as {
      balances: { kind: string; balance: string; currency: string }[];
    };
    expect(me.balances).toEqual([
      expect.objectContaining({ kind: "wallet", currency: "INR", balance: "1250000" }),
      expect.objectContaining({ kind: "bank", currency: "INR", balance: "3845000" }),
    ]);
  });

  it("shows the sandbox message for its own live challenge, and accepts its code once", async () => {
    const { call } = testApp(db);
    const response = await ask(call, newPhone());
    expect(response.status).toBe(201);
    const { challengeId, sandbox } = (await response.json()) as {
      challengeId: string;
      sandbox: boolean;
    };
    expect(sandbox).toBe(true);
    const code = (await codeOf(call, challengeId))!;
    expect(code).toMatch(/^\d{6}$/);
    const first = await call("/api/auth/verify", { method: "POST", json: { challengeId, code } });
    expect(first.status).toBe(200);
    const again = await call("/api/auth/verify", { method: "POST", json: { challengeId, code } });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { code: "challenge_ended" } });
    expect(await codeOf(call, challengeId)).toBeUndefined();
  });

  it("lives 5 minutes", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const { challengeId } = (await (await ask(call, newPhone())).json()) as { challengeId: string };
    const code = (await codeOf(call, challengeId))!;
    clock.advance(5 * 60_000 + 1);
    const late = await call("/api/auth/verify", { method: "POST", json: { challengeId, code } });
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({
      error: { code: "challenge_ended", message: "This code has expired: ask for a new one." },
    });
  });

  it("dies after 5 wrong codes, even if the sixth is right", async () => {
    const { call } = testApp(db);
    const { challengeId } = (await (await ask(call, newPhone())).json()) as { challengeId: string };
    const code = (await codeOf(call, challengeId))!;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await call("/api/auth/verify", {
        method: "POST",
        json: { challengeId, code: wrong(code) },
      });
      answers.push(
        `${response.status} ${((await response.json()) as { error: { message: string } }).error.message}`,
      );
    }
    expect(answers).toEqual([
      "401 Wrong code: 4 tries left.",
      "401 Wrong code: 3 tries left.",
      "401 Wrong code: 2 tries left.",
      "401 Wrong code: 1 try left.",
      "410 Wrong code 5 times: ask for a new one.",
    ]);
    const right = await call("/api/auth/verify", { method: "POST", json: { challengeId, code } });
    expect(right.status).toBe(410);
  });

  it("spaces resends 30 seconds apart and allows 5 an hour per phone", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const phone = newPhone();
    expect((await ask(call, phone)).status).toBe(201);
    const soon = await ask(call, phone);
    expect(soon.status).toBe(429);
    expect(await soon.json()).toEqual({
      error: { code: "rate_limited", message: "Ask for a new code in 30 seconds." },
    });
    for (let sent = 2; sent <= 5; sent++) {
      clock.advance(30_000);
      expect((await ask(call, phone)).status).toBe(201);
    }
    clock.advance(30_000);
    const sixth = await ask(call, phone);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({
      error: { message: "Too many codes for this number: try again in an hour." },
    });
    clock.advance(60 * 60_000);
    expect((await ask(call, phone)).status).toBe(201);
  });

  it("counts requests at the same moment one by one: one code of ten", async () => {
    const { call } = testApp(db);
    const phone = newPhone();
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => ask(call, phone)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it("limits codes per client address across phones", async () => {
    const clock = testClock(new Date("2026-11-26T10:00:00Z"));
    const { call } = testApp(db, clock);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await ask(call, newPhone(), "203.0.113.9")).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await ask(call, newPhone(), "203.0.113.10")).status).toBe(201);
  });

  it("lets OTP_PER_CLIENT_PER_HOUR set the per-address limit", async () => {
    const clock = testClock(new Date("2026-11-26T10:00:00Z"));
    const { call } = testApp(db, clock, undefined, { OTP_PER_CLIENT_PER_HOUR: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask(call, newPhone(), "203.0.113.20")).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("refuses a number of another country", async () => {
    const { call } = testApp(db);
    const response = await call("/api/auth/otp", {
      method: "POST",
      json: { phone: "+260971234567", country: "IN" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "invalid_body", issues: [{ path: "phone" }] },
    });
  });
});

describe("sessions", () => {
  it("end after 30 idle minutes, and after 12 hours however busy", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const { cookie } = await signIn(call, newPhone());
    clock.advance(29 * 60_000);
    expect((await call("/api/me", { headers: { cookie } })).status).toBe(200);
    clock.advance(31 * 60_000);
    const idle = await call("/api/me", { headers: { cookie } });
    expect(idle.status).toBe(401);
    expect(await idle.json()).toEqual({
      error: { code: "unauthenticated", message: "Sign in again to continue." },
    });

    const busy = await signIn(call, newPhone());
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await call("/api/me", { headers: { cookie: busy.cookie } })).status).toBe(200);
    }
    clock.advance(25 * 60_000);
    expect((await call("/api/me", { headers: { cookie: busy.cookie } })).status).toBe(401);
  });

  it("logout ends this session only; sign out other devices ends the rest", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const phone = newPhone();
    const one = await signIn(call, phone, { device: "Phone" });
    clock.advance(30_000);
    const two = await signIn(call, phone, { device: "Laptop" });
    clock.advance(30_000);
    const three = await signIn(call, phone, { device: "Tablet" });
    expect(one.user.id).toBe(two.user.id);

    const out = await call("/api/auth/logout", {
      method: "POST",
      json: {},
      headers: { cookie: one.cookie },
    });
    expect(out.status).toBe(204);
    expect((await call("/api/me", { headers: { cookie: one.cookie } })).status).toBe(401);
    expect((await call("/api/me", { headers: { cookie: two.cookie } })).status).toBe(200);

    const others = await call("/api/auth/sign-out-others", {
      method: "POST",
      json: {},
      headers: { cookie: two.cookie },
    });
    expect(await others.json()).toEqual({ ended: 1 });
    expect((await call("/api/me", { headers: { cookie: three.cookie } })).status).toBe(401);
    expect((await call("/api/me", { headers: { cookie: two.cookie } })).status).toBe(200);
  });

  it("lists devices and removes one, which ends its session", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const phone = newPhone();
    const phoneSession = await signIn(call, phone, { device: "Phone" });
    clock.advance(30_000);
    const laptop = await signIn(call, phone, { device: "Laptop" });
    const { devices } = (await (
      await call("/api/me/devices", { headers: { cookie: phoneSession.cookie } })
    ).json()) as {
      devices: { id: string; name: string; current: boolean }[];
    };
    expect(devices.map((d) => [d.name, d.current]).sort()).toEqual([
      ["Laptop", false],
      ["Phone", true],
    ]);
    const laptopId = devices.find((d) => d.name === "Laptop")!.id;
    const removed = await call(`/api/me/devices/${laptopId}`, {
      method: "DELETE",
      json: {},
      headers: { cookie: phoneSession.cookie },
    });
    expect(removed.status).toBe(204);
    expect((await call("/api/me", { headers: { cookie: laptop.cookie } })).status).toBe(401);
  });

  it("sets an HttpOnly, SameSite=Lax cookie with a 256-bit token", async () => {
    const { call } = testApp(db);
    const { challengeId } = (await (await ask(call, newPhone())).json()) as { challengeId: string };
    const code = (await codeOf(call, challengeId))!;
    const response = await call("/api/auth/verify", {
      method: "POST",
      json: { challengeId, code },
    });
    const set = response.headers.get("set-cookie")!;
    expect(set).toMatch(/^sp_session=[\w-]{43};/);
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Lax");
    expect(cookieFrom(response)).not.toContain(code);
  });
});

describe("the PIN", () => {
  it("refuses weak PINs with a reason", async () => {
    const { call } = testApp(db);
    const { cookie } = await signIn(call, newPhone());
    for (const [pin, message] of [
      ["111111", "A PIN of one repeated digit is the first anyone tries."],
      ["123456", "A PIN of digits in a row (like 123456) is easy to guess."],
      ["654321", "A PIN of digits in a row (like 123456) is easy to guess."],
    ]) {
      const response = await call("/api/me/pin", {
        method: "PUT",
        json: { pin },
        headers: { cookie },
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: "weak_pin", message } });
    }
  });

  it("changes only with the current PIN, renews the session, and pauses after 3 wrong PINs", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const { cookie, pin } = await signInWithPin(call, newPhone());
    const noCurrent = await call("/api/me/pin", {
      method: "PUT",
      json: { pin: "902716" },
      headers: { cookie },
    });
    expect(noCurrent.status).toBe(401);
    const same = await call("/api/me/pin", {
      method: "PUT",
      json: { pin, currentPin: pin },
      headers: { cookie },
    });
    expect(await same.json()).toMatchObject({
      error: { code: "weak_pin", message: "The new PIN must differ from the current one." },
    });

    const answers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await call("/api/me/pin", {
        method: "PUT",
        json: { pin: "902716", currentPin: "740185" },
        headers: { cookie },
      });
      answers.push(
        `${response.status} ${((await response.json()) as { error: { message: string } }).error.message}`,
      );
    }
    expect(answers).toEqual([
      "401 Wrong PIN: 2 tries left.",
      "401 Wrong PIN: 1 try left.",
      "423 Too many wrong PINs: payments are paused for 5 minutes.",
      "423 Too many wrong PINs: payments are paused for 5 more minutes.",
    ]);
    // Even the right PIN waits out the pause.
    const during = await call("/api/me/pin", {
      method: "PUT",
      json: { pin: "902716", currentPin: pin },
      headers: { cookie },
    });
    expect(during.status).toBe(423);
    clock.advance(5 * 60_000 + 1);
    const changed = await call("/api/me/pin", {
      method: "PUT",
      json: { pin: "902716", currentPin: pin },
      headers: { cookie },
    });
    expect(changed.status).toBe(204);
    // The old token stopped working; the new one works.
    expect((await call("/api/me", { headers: { cookie } })).status).toBe(401);
    expect((await call("/api/me", { headers: { cookie: cookieFrom(changed) } })).status).toBe(200);
  });

  it("is checked for the app lock with the tries left, and shares the pause with payments", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const { cookie, pin } = await signInWithPin(call, newPhone());
    const payee = newPhone();
    await signIn(call, payee);
    const check = async (tried: string) => {
      const response = await call("/api/me/pin/check", {
        method: "POST",
        json: { pin: tried },
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as unknown;
    };
    expect(await check(pin)).toEqual({ right: true, triesLeft: 3, pausedUntil: null });
    expect(await check("740185")).toEqual({ right: false, triesLeft: 2, pausedUntil: null });
    expect(await check("740185")).toEqual({ right: false, triesLeft: 1, pausedUntil: null });
    const paused = new Date(clock().getTime() + 5 * 60_000).toISOString();
    expect(await check("740185")).toEqual({ right: false, triesLeft: 0, pausedUntil: paused });
    // The right PIN waits out the pause, here and at a payment.
    expect(await check(pin)).toEqual({ right: false, triesLeft: 0, pausedUntil: paused });
    const payment = await call("/api/payments", {
      method: "POST",
      json: {
        id: crypto.randomUUID(),
        to: { phone: payee },
        amount: "100",
        currency: "INR",
        pin,
      },
      headers: { cookie },
    });
    expect(payment.status).toBe(423);
    clock.advance(5 * 60_000 + 1);
    expect(await check(pin)).toEqual({ right: true, triesLeft: 3, pausedUntil: null });
    // Without a session, nothing is checked.
    const anonymous = await call("/api/me/pin/check", { method: "POST", json: { pin } });
    expect(anonymous.status).toBe(401);
  });
});
