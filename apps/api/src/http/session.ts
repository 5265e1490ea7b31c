import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

import type { AppDeps } from "../app.ts";
import { hmac, sameText } from "../auth/secrets.ts";
import { authenticate, SESSION, type Session } from "../auth/sessions.ts";
import { ApiError } from "./errors.ts";
import type { AppEnv } from "./route.ts";

/** `__Host-` and Secure on https (the prefix requires both); plain on http (loopback tests). */
export const cookieName = (secure: boolean) => (secure ? "__Host-sp_session" : "sp_session");

export function setSessionCookie(c: Context<AppEnv>, deps: AppDeps, token: string) {
  setCookie(c, cookieName(deps.config.secureCookies), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: deps.config.secureCookies,
    path: "/",
    maxAge: SESSION.absoluteHours * 3600,
  });
}

export function clearSessionCookie(c: Context<AppEnv>, deps: AppDeps) {
  deleteCookie(c, cookieName(deps.config.secureCookies), {
    path: "/",
    secure: deps.config.secureCookies,
  });
}

const DEVICE_COOKIE = (secure: boolean) => (secure ? "__Host-sp_device" : "sp_device");

/**
 * The browser's device id, kept for a year in its own signed cookie, so that signing in again on
 * the same browser is the same device (its age decides the new-device limit).
 */
export function setDeviceCookie(c: Context<AppEnv>, deps: AppDeps, deviceId: string) {
  setCookie(
    c,
    DEVICE_COOKIE(deps.config.secureCookies),
    `${deviceId}.${hmac(deps.secrets, "device", deviceId)}`,
    {
      httpOnly: true,
      sameSite: "Lax",
      secure: deps.config.secureCookies,
      path: "/",
      maxAge: 365 * 24 * 3600,
    },
  );
}

/** The device id the browser's cookie names, if the server signed it. */
export function deviceOf(c: Context<AppEnv>, deps: AppDeps): string | undefined {
  const value = getCookie(c, DEVICE_COOKIE(deps.config.secureCookies)) ?? "";
  const [id, signature] = value.split(".");
  return id && signature && sameText(signature, hmac(deps.secrets, "device", id)) ? id : undefined;
}

/** The caller's live session, or 401: who it is, before anything it may touch is looked at. */
export async function requireSession(c: Context<AppEnv>, deps: AppDeps): Promise<Session> {
  const token = getCookie(c, cookieName(deps.config.secureCookies));
  const session =
    token && /^[\w-]{43}$/.test(token)
      ? await authenticate(deps.db, token, deps.clock())
      : undefined;
  if (!session) {
    clearSessionCookie(c, deps);
    throw new ApiError("unauthenticated", "Sign in again to continue.");
  }
  return session;
}
