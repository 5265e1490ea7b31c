import * as v from "valibot";

import { apiBase as base } from "./api-url";

/** What a call to the API came to. Answers are untrusted: each is checked by its schema. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** The server answered with its error shape. */
  | { ok: false; status: number; code: string; message: string }
  /** No answer: offline, unreachable, or timed out. What happened on the server is unknown. */
  | { ok: false; status: 0; code: "unreachable"; message: string };

const ErrorAnswer = v.object({
  error: v.object({ code: v.string(), message: v.string() }),
});

/**
 * Who hears that the server has ended this browser's session (signed out from another device,
 * removed, or expired): its first 401 is kept until someone listens, since a screen may call the
 * API before the listener is set up. A 401 heard before a session began (a signed-out visitor's
 * call, such as a payment link checked before signing in) says nothing of the session begun
 * since: its listener drops it (`heardBefore` false).
 */
let onSessionEnded: (() => void) | undefined;
let endedUnheard = false;

/**
 * Sets the one listener for "this session is over" (the sign-out store sets it); `heardBefore`:
 * whether a 401 kept from before is this session's (it was held when the page started).
 */
export function whenSessionEnds(listener: () => void, heardBefore = true): void {
  onSessionEnded = listener;
  const unheard = endedUnheard;
  endedUnheard = false;
  if (unheard && heardBefore) listener();
}

/** How long a call may take before the wallet says it does not know what happened. */
const TIMEOUT_MS = 20_000;

/**
 * Calls the API on the wallet's origin with the session cookie. State-changing calls send JSON
 * (the server refuses anything else, as one half of its CSRF defence; the other is the Origin the
 * browser adds).
 */
export async function api<T>(
  path: string,
  schema: v.GenericSchema<unknown, T>,
  init: {
    method?: "GET" | "POST" | "PUT" | "DELETE";
    json?: unknown;
    /** Sent even when the page is left at once (logout then opening the site). */
    keepalive?: boolean;
  } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: init.json === undefined ? {} : { "content-type": "application/json" },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      keepalive: init.keepalive ?? false,
    });
  } catch (error) {
    return { ok: false, status: 0, code: "unreachable", message: String(error) };
  }
  const body: unknown =
    response.status === 204 ? null : await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = v.safeParse(schema, body);
    if (parsed.success) return { ok: true, status: response.status, data: parsed.output };
    return { ok: false, status: response.status, code: "bad_answer", message: "Unexpected answer" };
  }
  const refusal = v.safeParse(ErrorAnswer, body);
  if (
    response.status === 401 &&
    refusal.success &&
    refusal.output.error.code === "unauthenticated"
  ) {
    if (onSessionEnded) onSessionEnded();
    else endedUnheard = true;
  }
  return refusal.success
    ? { ok: false, status: response.status, ...refusal.output.error }
    : { ok: false, status: response.status, code: "internal", message: response.statusText };
}

/** The events stream's address (server-sent events; the browser re-connects by itself). */
export const eventsUrl = () => `${base}/events`;

/** An answer with no body (204). */
export const NoContent = v.null();
