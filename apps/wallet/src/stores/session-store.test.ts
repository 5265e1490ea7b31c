import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { APP_LOCK_AFTER_MINUTES, PIN_LOCKOUT_MINUTES, PIN_MAX_TRIES } from "../lib/limits";
import type { PinRecord } from "../lib/pin-hash";
import { localStorageNames } from "../lib/storage-names";

const { session: SESSION_STORAGE_KEY, legacyWallet: LEGACY_STORAGE_KEY } = localStorageNames;
import {
  legacyPhone,
  pinLockedOut,
  type Session,
  sessionRedirect,
  sessionSchema,
  useSessionStore,
} from "./session-store";

const state = () => useSessionStore.getState();
const record: PinRecord = {
  salt: "c2FsdHNhbHRzYWx0c2FsdA==",
  iterations: 600_000,
  hash: "aGFzaA==",
};
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 21, 4, 30);

beforeEach(() => localStorage.clear());
afterEach(() => vi.resetModules());

describe("session store", () => {
  it("starts as a guest with no PIN", () => {
    expect(state()).toMatchObject({ status: "guest", phone: null, pin: null, locked: false });
  });

  it("signs in, keeps the PIN across Logout for the same phone, forgets it for another", () => {
    state().signIn("9876543210");
    state().setPin(record);
    state().logout();
    expect(state()).toMatchObject({ status: "signed-out", pin: record });
    state().signIn("9876543210");
    expect(state()).toMatchObject({ status: "signed-in", phone: "9876543210", pin: record });
    state().logout();
    state().signIn("9123456780");
    expect(state()).toMatchObject({ status: "signed-in", phone: "9123456780", pin: null });
  });

  it("keeps the connected account's holder for its phone only, and refuses a stored one too long", () => {
    const holder = { name: "SangamPay user 10", upiId: "9876543210@sangampay", nameSet: false };
    state().signIn("9876543210");
    state().setHolder(holder);
    state().logout();
    state().signIn("9876543210");
    expect(state().holder).toEqual(holder);
    state().signIn("9123456780");
    expect(state().holder).toBeNull();
    const stored = { ...useSessionStore.getInitialState(), holder };
    expect(v.parse(sessionSchema, stored).holder).toEqual(holder);
    const long = { ...stored, holder: { ...holder, name: "x".repeat(81) } };
    expect(v.safeParse(sessionSchema, long).success).toBe(false);
    expect(v.parse(sessionSchema, { ...stored, holder: undefined }).holder).toBeNull();
    // A holder kept before names were asked for is not asked again.
    const before = { name: holder.name, upiId: holder.upiId };
    expect(v.parse(sessionSchema, { ...stored, holder: before }).holder).toEqual({
      ...before,
      nameSet: true,
    });
  });

  it("Forgot PIN signs out and forgets the PIN and the pause", () => {
    state().signIn("9876543210");
    state().setPin(record);
    for (let i = 0; i < PIN_MAX_TRIES; i++) state().pinFailed(T0);
    state().forgetPin();
    expect(state()).toMatchObject({ status: "signed-out", pin: null, lockedUntil: null });
  });

  it("locks only a signed-in wallet with a PIN", () => {
    state().lock();
    expect(state().locked).toBe(false);
    state().signIn("9876543210");
    state().lock();
    expect(state().locked).toBe(false);
    state().setPin(record);
    state().lock();
    expect(state().locked).toBe(true);
    state().unlock();
    expect(state().locked).toBe(false);
  });

  it(`locks after ${APP_LOCK_AFTER_MINUTES} minutes in the background, not before`, () => {
    state().signIn("9876543210");
    state().setPin(record);
    state().noteHidden(T0);
    state().noteVisible(T0 + APP_LOCK_AFTER_MINUTES * MINUTE - 1);
    expect(state()).toMatchObject({ locked: false, hiddenAt: null });
    state().noteHidden(T0);
    state().noteVisible(T0 + APP_LOCK_AFTER_MINUTES * MINUTE);
    expect(state().locked).toBe(true);
  });

  it(`pauses PIN entry for ${PIN_LOCKOUT_MINUTES} minutes after ${PIN_MAX_TRIES} wrong tries`, () => {
    state().pinFailed(T0);
    state().pinFailed(T0);
    expect(state().failedTries).toBe(2);
    expect(pinLockedOut(state(), T0)).toBe(false);
    state().pinFailed(T0);
    expect(pinLockedOut(state(), T0)).toBe(true);
    expect(pinLockedOut(state(), T0 + PIN_LOCKOUT_MINUTES * MINUTE - 1)).toBe(true);
    expect(pinLockedOut(state(), T0 + PIN_LOCKOUT_MINUTES * MINUTE)).toBe(false);
    state().pinPassed();
    expect(state()).toMatchObject({ failedTries: 0, lockedUntil: null });
  });

  it("stores the hash record, never a PIN, under its own key", () => {
    state().signIn("9876543210");
    state().setPin(record);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { state: Session };
    expect(stored.state).toMatchObject({ status: "signed-in", phone: "9876543210", pin: record });
    expect(Object.keys(stored.state.pin!).sort()).toEqual(["hash", "iterations", "salt"]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an unknown status", JSON.stringify({ state: { status: "admin" }, version: 1 })],
    [
      "markup in the phone",
      JSON.stringify({
        state: {
          status: "signed-in",
          phone: "<img src=x>",
          pin: null,
          locked: false,
          hiddenAt: null,
          failedTries: 0,
          lockedUntil: null,
        },
        version: 1,
      }),
    ],
  ])("starts as a guest when storage holds %s", async (_label, raw) => {
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    await useSessionStore.persist.rehydrate();
    expect(state().status).toBe("guest");
  });
});

describe("upgrading from a wallet that kept the session with the ledger", () => {
  it("reads the phone out of the old storage, and nothing that is not a phone", () => {
    const old = (phone: unknown) => JSON.stringify({ state: { session: { phone } }, version: 2 });
    expect(legacyPhone(old("9876543210"))).toBe("9876543210");
    expect(legacyPhone(old(null))).toBeNull();
    expect(legacyPhone(old("<b>"))).toBeNull();
    expect(legacyPhone("{oops")).toBeNull();
    expect(legacyPhone(null)).toBeNull();
  });

  it("keeps a signed-in user signed in, once", async () => {
    localStorage.setItem(
      LEGACY_STORAGE_KEY,
      JSON.stringify({ state: { session: { phone: "9876543210" }, ledger: {} }, version: 2 }),
    );
    vi.resetModules();
    const fresh = await import("./session-store");
    expect(fresh.useSessionStore.getState()).toMatchObject({
      status: "signed-in",
      phone: "9876543210",
      locked: false,
    });
    // Written under the new key, so later loads read it from there even once the old key changes.
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { state: Session };
    expect(stored.state.status).toBe("signed-in");
  });

  it("leaves a first-time visitor a guest", async () => {
    vi.resetModules();
    const fresh = await import("./session-store");
    expect(fresh.useSessionStore.getState().status).toBe("guest");
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe("sessionRedirect", () => {
  const session = (over: Partial<Session>) => ({
    status: "signed-in" as const,
    pin: record,
    pinOnServer: false,
    locked: false,
    ...over,
  });
  const at = (href: string, redirect?: string) => ({
    pathname: href.split("?")[0]!,
    href,
    redirect,
  });

  it("lets a guest everywhere (the demo) but the unlock screen", () => {
    expect(sessionRedirect(session({ status: "guest", pin: null }), at("/dashboard"))).toBeNull();
    expect(sessionRedirect(session({ status: "guest", pin: null }), at("/splash"))).toBeNull();
    expect(sessionRedirect(session({ status: "guest" }), at("/unlock"))).toBe("/dashboard");
  });

  it("sends a signed-out visitor to login with where they were going", () => {
    const out = session({ status: "signed-out" });
    expect(sessionRedirect(out, at("/dashboard"))).toBe("/login?redirect=%2Fdashboard");
    expect(sessionRedirect(out, at("/send-money/enter-details?type=upi"))).toBe(
      "/login?redirect=%2Fsend-money%2Fenter-details%3Ftype%3Dupi",
    );
    expect(sessionRedirect(out, at("/create-pin"))).toBe("/login");
    for (const open of ["/onboarding", "/login"]) {
      expect(sessionRedirect(out, at(open))).toBeNull();
    }
  });

  it("opens a signed-out wallet at login, not the splash and language choice again", () => {
    const out = session({ status: "signed-out" });
    expect(sessionRedirect(out, at("/"))).toBe("/login");
    expect(sessionRedirect(out, at("/splash"))).toBe("/login");
  });

  it("opens a signed-in wallet at the PIN screen, or straight in without a PIN", () => {
    expect(sessionRedirect(session({}), at("/"))).toBe("/unlock");
    expect(sessionRedirect(session({}), at("/splash"))).toBe("/unlock");
    expect(sessionRedirect(session({ pin: null }), at("/splash"))).toBe("/dashboard");
  });

  it("holds a locked wallet at the PIN screen, and sends an unlocked one on", () => {
    const locked = session({ locked: true });
    expect(sessionRedirect(locked, at("/rewards"))).toBe("/unlock?redirect=%2Frewards");
    expect(sessionRedirect(locked, at("/unlock"))).toBeNull();
    expect(sessionRedirect(locked, at("/login"))).toBeNull();
    expect(sessionRedirect(session({}), at("/unlock", "/rewards"))).toBe("/rewards");
    expect(sessionRedirect(session({}), at("/unlock", "//evil.example"))).toBe("/dashboard");
    expect(sessionRedirect(session({}), at("/dashboard"))).toBeNull();
  });

  it("sends an existing PIN's owner to Security instead of creating another", () => {
    expect(sessionRedirect(session({}), at("/create-pin"))).toBe("/profile/security");
    expect(sessionRedirect(session({ pin: null }), at("/create-pin"))).toBeNull();
  });

  it("treats a PIN kept by the server (the connected wallet) as the account's PIN", () => {
    const onServer = session({ pin: null, pinOnServer: true });
    expect(sessionRedirect(onServer, at("/splash"))).toBe("/unlock");
    expect(sessionRedirect({ ...onServer, locked: true }, at("/send-money"))).toBe(
      "/unlock?redirect=%2Fsend-money",
    );
    expect(sessionRedirect(onServer, at("/create-pin"))).toBe("/profile/security");
  });
});

describe("home country", () => {
  beforeEach(() => useSessionStore.setState(useSessionStore.getInitialState()));

  it("is India for a guest and the sign-in's country after it; a country's number is its own account", () => {
    expect(state().country).toBe("IN");
    state().signIn("971234567", "ZM");
    state().setPin(record);
    expect(state()).toMatchObject({ phone: "971234567", country: "ZM", pin: record });
    state().logout();
    state().signIn("9876543210");
    expect(state()).toMatchObject({ phone: "9876543210", country: "IN", pin: null });
  });

  it("reads an older stored session as Indian, and refuses a number of the wrong length for its country", () => {
    const stored = {
      status: "signed-in",
      phone: "9876543210",
      pin: null,
      locked: false,
      hiddenAt: null,
      failedTries: 0,
      lockedUntil: null,
    };
    expect(v.parse(sessionSchema, stored).country).toBe("IN");
    expect(v.safeParse(sessionSchema, { ...stored, country: "ZM" }).success).toBe(false);
    expect(
      v.safeParse(sessionSchema, { ...stored, phone: "971234567", country: "ZM" }).success,
    ).toBe(true);
    expect(v.safeParse(sessionSchema, { ...stored, country: "KE" }).success).toBe(false);
  });
});
