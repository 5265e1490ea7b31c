import type { LeadForm } from "@repo/forms/leads";
import * as v from "valibot";

/**
 * Where the forms send what people type: `VITE_API_URL` at build time, a path on the site's own
 * origin (`/api`, which nginx or the dev server hands to the API). Unset: the local build, which
 * has no server and keeps submissions in the browser's console.
 */
export function apiBase(): string | undefined {
  const base = import.meta.env.VITE_API_URL?.trim().replace(/\/+$/, "");
  return base || undefined;
}

export type Submission = {
  submissionId: string;
  language: string;
  formVersion: number;
  /** The honeypot: empty unless a program filled it. */
  website: string;
  fields: Record<string, string>;
};

export type SendResult =
  | { outcome: "received" }
  /** The server refused fields: its sentence for each, by field name. */
  | { outcome: "refused"; fields: Record<string, string> }
  | { outcome: "rateLimited"; retryAfterSeconds: number }
  /** Nothing was stored: unreachable, timed out, or an error answer. */
  | { outcome: "failed"; idTaken: boolean };

/** The API's refusal: `{ error: { code, message, issues? } }` (untrusted: checked before use). */
const ErrorAnswer = v.object({
  error: v.object({
    code: v.string(),
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  }),
});

/** How long a submit may take before the visitor is told nothing was sent. */
const TIMEOUT_MS = 15_000;

/** Sends one submission of `form`; never throws. */
export async function sendLead(
  base: string,
  form: LeadForm,
  submission: Submission,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(`${base}/leads/${form}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(submission),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { outcome: "failed", idTaken: false };
  }
  if (response.ok) return { outcome: "received" };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    return { outcome: "rateLimited", retryAfterSeconds: seconds > 0 ? seconds : 60 };
  }
  const answer = v.safeParse(ErrorAnswer, await response.json().catch(() => null));
  if (answer.success && answer.output.error.code === "invalid_body") {
    const fields: Record<string, string> = {};
    for (const issue of answer.output.error.issues ?? []) {
      const field = /^fields\.(\w+)$/.exec(issue.path)?.[1];
      if (field) fields[field] ??= issue.message;
    }
    if (Object.keys(fields).length > 0) return { outcome: "refused", fields };
  }
  return {
    outcome: "failed",
    idTaken: answer.success && answer.output.error.code === "idempotency_conflict",
  };
}

/** A random UUID (v4), also where `crypto.randomUUID` is missing (plain HTTP on a LAN address). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The token an unsubscribe link carries in its fragment (`#token=...`), if it is one. */
export function unsubscribeToken(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
  return /^[\w-]{43}$/.test(token) ? token : undefined;
}

/** Stops the waitlist e-mails of the entry whose link carried `token`; never throws. */
export async function sendUnsubscribe(
  base: string | undefined,
  token: string,
): Promise<"done" | "invalid" | "failed"> {
  if (!base) return "failed";
  try {
    const response = await fetch(`${base}/leads/unsubscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return "done";
    return response.status === 404 || response.status === 400 ? "invalid" : "failed";
  } catch {
    return "failed";
  }
}
