import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Secrets } from "./secrets.ts";

/**
 * The server's secrets: SERVER_KEY and PIN_PEPPER (base64, 32 bytes or more) from the
 * environment, as a deployment gives them. Without them (a laptop, a test run), they are made
 * once and kept beside the local database in `secrets.json` (mode 0600), never inside it; a
 * throwaway database gets throwaway secrets.
 */
export function loadSecrets(folder: string | undefined, env = process.env): Secrets {
  const fromEnv = (name: string) => {
    const value = env[name];
    if (!value) return undefined;
    const bytes = Buffer.from(value, "base64");
    if (bytes.length < 32) throw new Error(`${name} must be at least 32 bytes, base64`);
    return bytes;
  };
  const serverKey = fromEnv("SERVER_KEY");
  const pinPepper = fromEnv("PIN_PEPPER");
  if (serverKey && pinPepper) return { serverKey, pinPepper };
  if (!folder) return { serverKey: randomBytes(32), pinPepper: randomBytes(32) };
  const file = join(folder, "secrets.json");
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const made = {
      serverKey: randomBytes(32).toString("base64"),
      pinPepper: randomBytes(32).toString("base64"),
    };
    writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: "wx" });
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as { serverKey: string; pinPepper: string };
  return {
    serverKey: serverKey ?? Buffer.from(stored.serverKey, "base64"),
    pinPepper: pinPepper ?? Buffer.from(stored.pinPepper, "base64"),
  };
}
