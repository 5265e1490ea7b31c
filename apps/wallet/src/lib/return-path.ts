/** Screens that sign in or unlock: never a place to return to after signing in. */
const GATE_PATHS = new Set(["/", "/splash", "/onboarding", "/login", "/unlock", "/create-pin"]);
const MAX_LENGTH = 500;
const BASE = "https://wallet.invalid";

/**
 * Where to go after signing in or unlocking, from a query value: only a path inside this wallet
 * (`/send-money?type=upi`), never another site (`//evil.example`, `https://…`, `/\evil`) and
 * never a sign-in screen. Anything else is `undefined`.
 */
export function parseReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return undefined;
  // One leading slash, no backslashes or control characters (browsers read "/\x" as "//x").
  if (!/^\/(?![/\\])/.test(value) || /[\\\p{Cc}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || GATE_PATHS.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
