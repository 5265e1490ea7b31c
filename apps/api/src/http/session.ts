import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

import type { AppDeps } from "../app.ts";
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
