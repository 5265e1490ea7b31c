import pino from "pino";

/** Paths that never reach a log in clear: phone numbers, codes, PINs, cookies, tokens. */
export const REDACTED_PATHS = [
  "phone",
  "*.phone",
  "code",
  "*.code",
  "otp",
  "*.otp",
  "pin",
  "*.pin",
  "token",
  "*.token",
  "cookie",
  "*.cookie",
  "req.headers.cookie",
  "req.headers.authorization",
  "res.headers['set-cookie']",
];

/** Phone numbers inside free text (a URL, a message) keep their last two digits only. */
export function redactPhones(text: string): string {
  return text.replace(/\+?\d[\d -]{7,}\d/g, (match) => `…${match.replace(/\D/g, "").slice(-2)}`);
}

export function createLogger(
  options: { level?: string; destination?: pino.DestinationStream } = {},
) {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? "info",
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      base: { service: "api" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}

export type Logger = pino.Logger;
