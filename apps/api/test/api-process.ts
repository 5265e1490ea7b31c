import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

import { cookieFrom } from "./app.ts";

/**
 * The API as a process of its own (src/main.ts), as `pnpm serve` runs it: for the tests that kill
 * it or run two of it over one database. Every process gets the same keys, as replicas would.
 */
export type ApiProcess = ChildProcess & { lastWords: () => string };

const MAIN = fileURLToPath(new URL("../src/main.ts", import.meta.url));

export function startApiProcess(port: number, databaseUrl: string): ApiProcess {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: {
      ...process.env,
      API_PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "silent",
      SERVER_KEY: Buffer.alloc(32, 7).toString("base64"),
      PIN_PEPPER: Buffer.alloc(32, 9).toString("base64"),
      TEAM_TOKEN: "api-process-team-token-0123456789abcdef",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // What it printed last before ending, for the error `ready` raises (logs are silent otherwise).
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  return Object.assign(child, { lastWords: () => stderr });
}

/** A client of one API process at `base` (`http://127.0.0.1:PORT`). */
export function apiClient(base: string) {
  const post = (path: string, json: unknown, cookie?: string) =>
    fetch(`${base}${path}`, {
      method: path.endsWith("/pin") ? "PUT" : "POST",
      headers: { "content-type": "application/json", ...(cookie && { cookie }) },
      body: JSON.stringify(json),
    });

  return {
    base,
    post,
    get: (path: string, cookie?: string) =>
      fetch(`${base}${path}`, { headers: { ...(cookie && { cookie }) } }),

    /**
     * Resolves once `/api/ready` answers 200 (the process is up and migrated); rejects at once
     * if `process` exits first, rather than waiting out the hook's time.
     */
    ready: async (process: ApiProcess) => {
      for (;;) {
        if (process.exitCode !== null || process.signalCode !== null) {
          const ended = process.exitCode ?? process.signalCode;
          throw new Error(
            `the API process ended (${ended}) before it was ready: ${process.lastWords()}`,
          );
        }
        try {
          if ((await fetch(`${base}/api/ready`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },

    /** Signs in with the sandbox's code and sets `pin`; answers the session cookie. */
    signIn: async (phone: string, pin = "284913") => {
      const { challengeId } = (await (
        await post("/api/auth/otp", { phone, country: "IN" })
      ).json()) as { challengeId: string };
      const { message } = (await (
        await fetch(`${base}/api/auth/otp/${challengeId}/sandbox-message`)
      ).json()) as { message: string };
      const code = /\d{6}/.exec(message)![0];
      const verified = await post("/api/auth/verify", { challengeId, code });
      const set = await post("/api/me/pin", { pin }, cookieFrom(verified));
      return cookieFrom(set);
    },
  };
}
