import { OTP_LENGTH } from "./limits";

/**
 * The code sent for this phone: the local build's demo code (made here, compared here), or the
 * connected wallet's challenge, whose code the server made, sent and checks (in the sandbox, its
 * SMS is shown as the demo code was). It lives only in the login screen's memory, never logged.
 */
export type SentCode = { demo: string } | { challengeId: string; sandboxMessage: string | null };

/** A fresh six-digit demo code. */
export function demoCode(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String(n! % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, "0");
}
