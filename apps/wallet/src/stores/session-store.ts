import {
  DEFAULT_HOME_COUNTRY,
  homeCountries,
  type HomeCountryCode,
  homeCountryCodes,
} from "@repo/pricing/home-countries";
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { clearDrafts } from "../lib/drafts";
import { APP_LOCK_AFTER_MINUTES, PIN_LOCKOUT_MINUTES, PIN_MAX_TRIES } from "../lib/limits";
import type { PinRecord } from "../lib/pin-hash";
import { parseReturnPath } from "../lib/return-path";
import { safeLocalStorage } from "../lib/safe-storage";
import { markSessionLoaded } from "../lib/session-loaded";
import { localStorageNames } from "../lib/storage-names";
import { SIGNED_IN_HERE } from "./session-follow";

const SESSION_STORAGE_KEY = localStorageNames.session;
/** Where earlier versions kept a signed-in phone beside the ledger. */
const LEGACY_STORAGE_KEY = localStorageNames.legacyWallet;

/**
 * `guest`: nothing stored yet, the sample account opens without a guard (the site's demo).
 * `signed-in`: an OTP was verified on this device. `signed-out`: Logout was used since.
 */
export type SessionStatus = "guest" | "signed-in" | "signed-out";

export type AccountHolder = {
  name: string;
  upiId: string;
  /** Whether the holder gave their name (false: the name the account was opened with). */
  nameSet: boolean;
};

export type Session = {
  status: SessionStatus;
  /**
   * The national number signed in last, without its calling code (ten digits in India, nine in
   * Zambia); its PIN is kept across Logout.
   */
  phone: string | null;
  /** The account's home country: its phone numbers, currency, limits and sample data. */
  country: HomeCountryCode;
  /** The app PIN as a salted hash, never the PIN; null until one is created. */
  pin: PinRecord | null;
  /**
   * The connected wallet: the account's PIN is kept (and checked) by the server, and this device
   * keeps none of it.
   */
  pinOnServer: boolean;
  /**
   * The connected wallet: the account's registered name and UPI ID as the server gave them at
   * sign-in (the local build shows its home country's sample account instead).
   */
  holder: AccountHolder | null;
  /** Signed in with a PIN, and the PIN has not been entered since the wallet was opened. */
  locked: boolean;
  /** When the page was last hidden (ms since epoch), to lock it after a while away. */
  hiddenAt: number | null;
  /** Wrong PINs in a row since the last right one. */
  failedTries: number;
  /** Until when (ms since epoch) PIN entry is refused after too many wrong tries. */
  lockedUntil: number | null;
};

type SessionState = Session & {
  /** A verified OTP signs this phone in. Another phone's PIN is forgotten. */
  signIn: (phone: string, country?: HomeCountryCode) => void;
  /** Ends the session; the PIN stays for the next sign-in with the same phone. */
  logout: () => void;
  /** "Forgot your PIN?": signs out and forgets the PIN; the next sign-in creates one. */
  forgetPin: () => void;
  setPin: (pin: PinRecord) => void;
  /** The connected wallet: whether the account has a PIN on the server. */
  setPinOnServer: (has: boolean) => void;
  /** The connected wallet: who the server says the signed-in account is. */
  setHolder: (holder: AccountHolder) => void;
  /** The server's verdict on a wrong PIN: the tries left, or paused until a time (ms). */
  pinRefusedByServer: (triesLeft: number, pausedUntil: number | null) => void;
  /** Asks for the PIN before the next screen, when signed in with one. */
  lock: () => void;
  unlock: () => void;
  noteHidden: (now: number) => void;
  /** The page is in view again: locks it if it was hidden for APP_LOCK_AFTER_MINUTES or more. */
  noteVisible: (now: number) => void;
  /** A wrong PIN; the PIN_MAX_TRIES-th in a row pauses PIN entry for PIN_LOCKOUT_MINUTES. */
  pinFailed: (now: number) => void;
  pinPassed: () => void;
};

export const APP_LOCK_AFTER_MS = APP_LOCK_AFTER_MINUTES * 60_000;
export const PIN_LOCKOUT_MS = PIN_LOCKOUT_MINUTES * 60_000;

const initialSession: Session = {
  status: "guest",
  phone: null,
  country: DEFAULT_HOME_COUNTRY,
  pin: null,
  pinOnServer: false,
  holder: null,
  locked: false,
  hiddenAt: null,
  failedTries: 0,
  lockedUntil: null,
};

/** Whether the account has a PIN: kept on this device, or (connected) on the server. */
export const hasPin = (session: Pick<Session, "pin" | "pinOnServer">) =>
  session.pin !== null || session.pinOnServer;

const phoneSchema = v.pipe(v.string(), v.regex(/^\d{9,10}$/));
const indianPhoneSchema = v.pipe(
  v.string(),
  v.regex(new RegExp(`^\\d{${homeCountries.IN.mobile.length}}$`)),
);
const base64 = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9+/]+=*$/));
const shortText = v.pipe(v.string(), v.maxLength(80));
const timestamp = v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));

// Storage is untrusted: anything that does not fit starts a guest session.
export const sessionSchema = v.pipe(
  v.object({
    status: v.picklist(["guest", "signed-in", "signed-out"]),
    phone: v.nullable(phoneSchema),
    // Sessions kept before Zambian accounts were Indian.
    country: v.optional(v.picklist(homeCountryCodes), DEFAULT_HOME_COUNTRY),
    pin: v.nullable(
      v.object({
        salt: base64(64),
        iterations: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10_000_000)),
        hash: base64(128),
      }),
    ),
    pinOnServer: v.optional(v.boolean(), false),
    // The connected wallet's account holder (the local build keeps none).
    // (Kept before names were asked for: taken as given, so nobody is asked twice.)
    holder: v.optional(
      v.nullable(
        v.object({ name: shortText, upiId: shortText, nameSet: v.optional(v.boolean(), true) }),
      ),
      null,
    ),
    locked: v.boolean(),
    hiddenAt: timestamp,
    failedTries: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(PIN_MAX_TRIES)),
    lockedUntil: timestamp,
  }),
  // A number is the length its country's numbers are.
  v.check(
    ({ phone, country }) => phone === null || phone.length === homeCountries[country].mobile.length,
  ),
);

/** Whether PIN entry is paused at `now`, after too many wrong tries. */
export function pinLockedOut(session: Pick<Session, "lockedUntil">, now: number): boolean {
  return session.lockedUntil !== null && now < session.lockedUntil;
}

const OPEN_PATHS = new Set(["/splash", "/onboarding", "/login"]);

/**
 * Where a visit to `pathname` must go instead, or null to let it through. `href` is the place
 * asked for (kept as `?redirect=` when it is a wallet path) and `redirect` the `?redirect=` the
 * unlock screen was given.
 */
export function sessionRedirect(
  session: Pick<Session, "status" | "pin" | "pinOnServer" | "locked">,
  to: { pathname: string; href: string; redirect?: unknown },
): string | null {
  const { pathname } = to;
  const back = (path: string) => {
    const returnTo = parseReturnPath(to.href);
    return returnTo ? `${path}?redirect=${encodeURIComponent(returnTo)}` : path;
  };
  if (session.status === "guest") return pathname === "/unlock" ? "/dashboard" : null;
  if (session.status === "signed-out") {
    // Opening the wallet again after Logout asks to sign in: the language was chosen already.
    if (pathname === "/" || pathname === "/splash") return "/login";
    return OPEN_PATHS.has(pathname) ? null : back("/login");
  }
  const withPin = hasPin(session);
  if (pathname === "/" || pathname === "/splash") return withPin ? "/unlock" : "/dashboard";
  if (session.locked && withPin) {
    return pathname === "/unlock" || OPEN_PATHS.has(pathname) ? null : back("/unlock");
  }
  if (pathname === "/unlock") return parseReturnPath(to.redirect) ?? "/dashboard";
  if (pathname === "/create-pin" && withPin) return "/profile/security";
  return null;
}

/** The phone a wallet before this store kept in its own storage as `session.phone`, if any. */
export function legacyPhone(raw: string | null): string | null {
  try {
    const stored = JSON.parse(raw ?? "null") as { state?: { session?: { phone?: unknown } } };
    // Those wallets knew Indian numbers only.
    const result = v.safeParse(indianPhoneSchema, stored?.state?.session?.phone);
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** The sign-in, app lock and PIN of this device, kept in localStorage. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...initialSession,
      signIn: (phone, country = DEFAULT_HOME_COUNTRY) => {
        const samePhone = get().phone === phone && get().country === country;
        set({
          status: "signed-in",
          phone,
          country,
          locked: false,
          hiddenAt: null,
          ...(samePhone
            ? {}
            : { pin: null, pinOnServer: false, holder: null, failedTries: 0, lockedUntil: null }),
        });
      },
      logout: () => {
        clearDrafts();
        set({ status: "signed-out", locked: false, hiddenAt: null });
      },
      forgetPin: () =>
        set({
          status: "signed-out",
          pin: null,
          pinOnServer: false,
          holder: null,
          locked: false,
          hiddenAt: null,
          failedTries: 0,
          lockedUntil: null,
        }),
      setPin: (pin) => set({ pin, locked: false, failedTries: 0, lockedUntil: null }),
      setPinOnServer: (has) => set({ pinOnServer: has, failedTries: 0, lockedUntil: null }),
      setHolder: (holder) => set({ holder }),
      pinRefusedByServer: (triesLeft, pausedUntil) =>
        set({ failedTries: PIN_MAX_TRIES - Math.max(0, triesLeft), lockedUntil: pausedUntil }),
      lock: () => {
        if (get().status === "signed-in" && hasPin(get())) set({ locked: true });
      },
      unlock: () => set({ locked: false }),
      noteHidden: (now) => set({ hiddenAt: now }),
      noteVisible: (now) => {
        const { hiddenAt, status } = get();
        if (hiddenAt === null) return;
        const away = now - hiddenAt >= APP_LOCK_AFTER_MS;
        const lock = away && status === "signed-in" && hasPin(get());
        set({ hiddenAt: null, ...(lock ? { locked: true } : {}) });
      },
      pinFailed: (now) => {
        const tries = get().failedTries + 1;
        set(
          tries >= PIN_MAX_TRIES
            ? { failedTries: 0, lockedUntil: now + PIN_LOCKOUT_MS }
            : { failedTries: tries },
        );
      },
      pinPassed: () => set({ failedTries: 0, lockedUntil: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({
        status,
        phone,
        country,
        pin,
        pinOnServer,
        holder,
        locked,
        hiddenAt,
        failedTries,
        lockedUntil,
      }) => ({
        status,
        phone,
        country,
        pin,
        pinOnServer,
        holder,
        locked,
        hiddenAt,
        failedTries,
        lockedUntil,
      }),
      merge: (persisted, current) => {
        const result = v.safeParse(sessionSchema, persisted);
        return result.success ? { ...current, ...result.output } : current;
      },
    },
  ),
);

markSessionLoaded();
// What follows a session (the connected wallet's live feed, the server ending it) waits for a
// sign-in (stores/session-follow.ts): each sign-in on this page is told to it.
useSessionStore.subscribe((session, previous) => {
  if (session.status === "signed-in" && previous.status !== "signed-in") {
    window.dispatchEvent(new Event(SIGNED_IN_HERE));
  }
});
function noteIfHidden() {
  if (document.visibilityState === "hidden") useSessionStore.getState().noteHidden(Date.now());
}
// A wallet opened in a background tab counts as hidden from the moment it loads (unless an
// earlier visit already noted when it went out of view). The build's prerender of the login
// screen (src/prerender.tsx) loads this module in Node, which has no document.
if (typeof document !== "undefined") {
  if (useSessionStore.getState().hiddenAt === null) noteIfHidden();
  document.addEventListener("visibilitychange", noteIfHidden);
}

/** Run before every screen once this device has signed in (see `guardSession`). */
export function guardLocation(location: ParsedLocation): void {
  const session = useSessionStore.getState();
  if (document.visibilityState === "visible") session.noteVisible(Date.now());
  // Opening the wallet afresh asks for the PIN.
  if (location.pathname === "/" || location.pathname === "/splash") session.lock();
  const target = sessionRedirect(useSessionStore.getState(), {
    pathname: location.pathname,
    href: location.href,
    redirect: (location.search as Record<string, unknown>).redirect,
  });
  if (target !== null) redirect({ href: target, replace: true, throw: true });
}

// Wallets before this store kept a signed-in phone with the ledger: keep that person signed in,
// once (from then on this store's own key exists).
// (safeLocalStorage is synchronous.)
if (safeLocalStorage.getItem(SESSION_STORAGE_KEY) === null) {
  const phone = legacyPhone(safeLocalStorage.getItem(LEGACY_STORAGE_KEY) as string | null);
  if (phone) useSessionStore.getState().signIn(phone);
}
