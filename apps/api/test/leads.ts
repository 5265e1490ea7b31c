import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { LeadForm } from "@repo/forms/leads";
import { uuidv7 } from "uuidv7";

import { TEAM_TOKEN, type testApp } from "./app.ts";

type Call = ReturnType<typeof testApp>["call"];

/** A complete, valid entry of each form, as a person would type it. */
export const sampleFields = {
  waitlist: {
    fullName: "Mutale Banda",
    email: "mutale@example.com",
    mobile: "+260 97 123 4567",
    country: "zambia",
    useCase: "both",
  },
  contact: {
    name: "Chanda Mwila",
    email: "chanda@example.com",
    phone: "98345 67892",
    subject: "Sending money to Lusaka",
    message: "Which banks in Zambia can receive transfers?",
  },
  merchant: {
    businessName: "Sharma General Stores",
    contactName: "Ravi Sharma",
    email: "ravi@sharmastores.in",
    phone: "+91 98765 43210",
    businessType: "Retail shop",
    message: "Two branches in Hyderabad.",
  },
} satisfies Record<LeadForm, Record<string, string>>;

export interface SubmitOptions {
  fields?: Record<string, unknown>;
  submissionId?: string;
  language?: string;
  website?: string;
  formVersion?: number;
  headers?: Record<string, string>;
}

/** POSTs a submission of `form` the way the site does. */
export function submit(call: Call, form: LeadForm, options: SubmitOptions = {}) {
  return call(`/api/leads/${form}`, {
    method: "POST",
    headers: { "x-real-ip": "203.0.113.7", ...options.headers },
    json: {
      submissionId: options.submissionId ?? uuidv7(),
      language: options.language ?? "en",
      formVersion: options.formVersion ?? 2,
      ...(options.website !== undefined && { website: options.website }),
      fields: options.fields ?? sampleFields[form],
    },
  });
}

/** RFC 4180 CSV into rows of cells (quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) throw new Error("CSV does not end with CRLF");
  return rows;
}

/** The export of `form` as records by column name (through the API, with the team's token). */
export async function exported(call: Call, form: LeadForm): Promise<Record<string, string>[]> {
  const response = await call(`/api/leads/export?form=${form}`, {
    headers: { authorization: `Bearer ${TEAM_TOKEN}` },
  });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  const [header, ...rows] = parseCsv(await response.text());
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

export interface SentMail {
  headers: Record<string, string>;
  text: string;
}

/** The messages the sandbox mailer wrote into `dir`: headers unfolded, the base64 body decoded. */
export function sentMail(dir: string): SentMail[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const raw = readFileSync(join(dir, name), "utf8");
    const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
    const headers: Record<string, string> = {};
    for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    return { headers, text: Buffer.from(body.join("\n\n"), "base64").toString("utf8") };
  });
}

/** A header's RFC 2047 encoded words (`=?UTF-8?B?...?=`) decoded. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeURIComponent(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
  );
}
