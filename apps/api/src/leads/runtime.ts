import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Config } from "../config.ts";
import { parseRateLimit } from "../http/rate-limit.ts";
import { newTeamToken, writeLocalAccess } from "../http/team-token.ts";
import type { Logger } from "../log.ts";
import { type Mailer, sandboxMailer, smtpMailer } from "../mail/mailer.ts";
import type { LeadDeps } from "../routes/leads.ts";

/** The data folder's `run/`: where each running API leaves the way to reach it (team-token.ts). */
export const runDir = (repoRoot: string) => join(repoRoot, ".data", "run");

/**
 * What the lead routes need in a running API, from its settings: the mail provider, the team's
 * token (TEAM_TOKEN, or made afresh), written with the API's address to `.data/run/api-<port>.json`
 * (mode 0600) for `pnpm leads export`, the rate limit. `close()` undoes what it made.
 */
export function leadRuntime(
  config: Config,
  { repoRoot, log, database }: { repoRoot: string; log: Logger; database: string },
): { deps: LeadDeps; close: () => void } {
  const temporary = config.DATA_DIR === ":temp:";
  const mailDir =
    config.MAIL_DIR ??
    (temporary ? mkdtempSync(join(tmpdir(), "sangampay-mail-")) : join(repoRoot, ".data", "mail"));
  let mailer: Mailer;
  if (config.MAIL_PROVIDER === "smtp") {
    if (!config.SMTP_URL) throw new Error("MAIL_PROVIDER=smtp needs SMTP_URL");
    mailer = smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  } else {
    mailer = sandboxMailer(mailDir, config.MAIL_FROM);
    log.info({ mailDir }, "mail goes to the sandbox folder");
  }

  const teamToken = config.TEAM_TOKEN ?? newTeamToken();
  const host = ["0.0.0.0", "::", ""].includes(config.API_HOST) ? "127.0.0.1" : config.API_HOST;
  // Written with a token of the operator's too: `pnpm serve`'s API processes share one
  // (TEAM_TOKEN), and `pnpm leads export` finds them here all the same.
  const removeAccess = writeLocalAccess(runDir(repoRoot), config.API_PORT, {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${config.API_PORT}`,
    token: teamToken,
    pid: process.pid,
    database,
    ...(mailer.provider === "sandbox" && { mailDir }),
    startedAt: new Date().toISOString(),
  });

  return {
    deps: {
      mailer,
      siteUrl: config.VITE_SITE_URL,
      rateLimit: parseRateLimit(config.LEADS_RATE_LIMIT),
      teamToken,
    },
    close() {
      mailer.close();
      removeAccess();
      if (temporary && !config.MAIL_DIR) rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
