import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";

import { type LeadForm, leadForms } from "@repo/forms/leads";

import { postgresDatabase } from "../db/database.ts";
import { type LocalAccess, readLocalAccess } from "../http/team-token.ts";
import { toCsv } from "./csv.ts";
import { exportLeads } from "./store.ts";

const USAGE = `Usage: pnpm leads export --form waitlist|contact|merchant [--api URL] [--out FILE]

Prints what the site's forms stored, as CSV (UTF-8), from:
  - the database DATABASE_URL names, when it is set;
  - else the API at --api URL (or LEADS_API_URL) with TEAM_TOKEN, when TEAM_TOKEN is set;
  - else the product running on this machine (pnpm start or pnpm serve), found in .data/run/.
--out FILE writes the file instead, with a byte-order mark so that spreadsheets read it as UTF-8.`;

export interface CliContext {
  env: Record<string, string | undefined>;
  /** Where running APIs leave their access files (.data/run). */
  runDir: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** The export from an API: its CSV, or why not (unreachable: undefined). */
async function fromApi(url: string, token: string, form: LeadForm): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(`${url.replace(/\/+$/, "")}/api/leads/export?form=${form}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return undefined;
  }
  if (response.status === 401 || response.status === 403) {
    throw new CliError(`${url} refused the team token (${response.status}).`);
  }
  if (!response.ok)
    throw new CliError(`${url} answered ${response.status}: ${await response.text()}`);
  return response.text();
}

async function fromDatabase(url: string, form: LeadForm): Promise<string> {
  const db = postgresDatabase(url, 1);
  try {
    const { header, rows } = await exportLeads(db, form);
    return toCsv(header, rows);
  } finally {
    await db.close();
  }
}

/** The running product on this machine: the one live API among the access files. */
async function fromRunningProduct(context: CliContext, form: LeadForm, api?: string) {
  const candidates = readLocalAccess(context.runDir).filter(
    (access) => !api || sameOrigin(access.url, api),
  );
  const live: { access: LocalAccess; csv: string }[] = [];
  for (const access of candidates) {
    const csv = await fromApi(access.url, access.token, form);
    if (csv !== undefined) live.push({ access, csv });
  }
  if (live.length === 1) return live[0]!.csv;
  if (live.length === 0) {
    throw new CliError(
      api
        ? `No running SangamPay API at ${api} that this machine started (and TEAM_TOKEN is not set).`
        : "No running SangamPay API found: start the product (pnpm start or pnpm serve), or set DATABASE_URL.",
    );
  }
  const list = live.map(({ access }) => `  --api ${access.url}   (${access.database})`).join("\n");
  throw new CliError(`Several SangamPay APIs are running; choose one:\n${list}`);
}

const sameOrigin = (a: string, b: string) => {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
};

/** The CSV from the first source the settings name (see USAGE). */
async function exportCsv(context: CliContext, form: LeadForm, api: string | undefined) {
  const { DATABASE_URL, TEAM_TOKEN } = context.env;
  if (DATABASE_URL) return fromDatabase(DATABASE_URL, form);
  if (TEAM_TOKEN && api) {
    const csv = await fromApi(api, TEAM_TOKEN, form);
    if (csv === undefined) throw new CliError(`${api} cannot be reached.`);
    return csv;
  }
  return fromRunningProduct(context, form, api);
}

/** `pnpm leads ...`: returns the exit code. */
export async function runLeadsCli(argv: string[], context: CliContext): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        form: { type: "string" },
        api: { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      context.stdout(`${USAGE}\n`);
      return 0;
    }
    const form = leadForms.find((name) => name === values.form);
    if (positionals.join(" ") !== "export") throw new CliError(USAGE, 2);
    if (!form) {
      const wrong = values.form === undefined ? "No --form given" : `No form "${values.form}"`;
      throw new CliError(`${wrong}: the forms are ${leadForms.join(", ")}.\n${USAGE}`, 2);
    }

    const csv = await exportCsv(context, form, values.api ?? context.env.LEADS_API_URL);
    if (values.out) {
      // Names, e-mails and phones: readable by this machine's user only.
      await writeFile(values.out, `\uFEFF${csv}`, { mode: 0o600 });
      context.stderr(`The ${form} entries are in ${values.out}.\n`);
    } else {
      context.stdout(csv);
    }
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      context.stderr(`${error.message}\n`);
      return error.exitCode;
    }
    if (
      error instanceof TypeError &&
      "code" in error &&
      String(error.code).startsWith("ERR_PARSE_ARGS")
    ) {
      context.stderr(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}
