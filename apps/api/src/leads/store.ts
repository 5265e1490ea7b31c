import type { LeadFields, LeadForm } from "@repo/forms/leads";

import type { Queryable } from "../db/database.ts";
import type { PageLanguage } from "./copy.ts";

/** Each form's table, and its fields' columns in the order the export lists them. */
export const leadTables = {
  waitlist: {
    table: "waitlist_entries",
    columns: {
      fullName: "full_name",
      email: "email",
      mobile: "mobile",
      country: "country",
      useCase: "use_case",
    },
    /** What the team also sees: the e-mail's state. */
    state: ["confirmation_sent_at", "unsubscribed_at"],
  },
  contact: {
    table: "contact_messages",
    columns: {
      name: "name",
      email: "email",
      phone: "phone",
      subject: "subject",
      message: "message",
    },
    state: [],
  },
  merchant: {
    table: "merchant_inquiries",
    columns: {
      businessName: "business_name",
      contactName: "contact_name",
      email: "email",
      phone: "phone",
      businessType: "business_type",
      message: "message",
    },
    state: [],
  },
} as const satisfies Record<
  LeadForm,
  { table: string; columns: Record<string, string>; state: readonly string[] }
>;

export interface Submission<F extends LeadForm> {
  /** The id the browser made for this submission: its retries carry the same one. */
  id: string;
  form: F;
  receivedAt: Date;
  language: PageLanguage;
  formVersion: number;
  /** SHA-256 (hex) of the checked fields. */
  contentSha256: string;
  fields: LeadFields<F>;
  /** Waitlist only: SHA-256 (hex) of the token in the confirmation's unsubscribe link. */
  unsubscribeTokenSha256?: string;
}

/**
 * - `stored`: a new entry;
 * - `replayed`: this id was stored before with the same content (a retry);
 * - `already_listed`: another submission already put this e-mail on the waitlist;
 * - `conflict`: this id was stored before with other content.
 */
export type SaveOutcome = "stored" | "replayed" | "already_listed" | "conflict";

/** Stores a submission once: by its id, and on the waitlist once per e-mail (any case). */
export async function saveLead<F extends LeadForm>(
  db: Queryable,
  submission: Submission<F>,
): Promise<SaveOutcome> {
  const { table, columns } = leadTables[submission.form];
  const fields = submission.fields as Record<string, string | null>;
  const values: Record<string, unknown> = {
    id: submission.id,
    received_at: submission.receivedAt,
    language: submission.language,
    form_version: submission.formVersion,
    content_sha256: submission.contentSha256,
    ...Object.fromEntries(
      Object.entries(columns).map(([field, column]) => [column, fields[field]]),
    ),
    ...(submission.unsubscribeTokenSha256 && {
      unsubscribe_token_sha256: submission.unsubscribeTokenSha256,
    }),
  };
  const names = Object.keys(values);
  const { rowCount } = await db.query(
    `INSERT INTO ${table} (${names.join(", ")})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")})
     ON CONFLICT DO NOTHING`,
    Object.values(values),
  );
  if (rowCount === 1) return "stored";
  const { rows } = await db.query<{ content_sha256: string }>(
    `SELECT content_sha256 FROM ${table} WHERE id = $1`,
    [submission.id],
  );
  if (rows[0]) return rows[0].content_sha256 === submission.contentSha256 ? "replayed" : "conflict";
  return "already_listed";
}

export async function markConfirmationSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query("UPDATE waitlist_entries SET confirmation_sent_at = $2 WHERE id = $1", [id, at]);
}

/** Unsubscribes the waitlist entry whose link carries this token (once; later calls keep the first time). */
export async function unsubscribe(db: Queryable, tokenSha256: string, at: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE waitlist_entries SET unsubscribed_at = COALESCE(unsubscribed_at, $2)
     WHERE unsubscribe_token_sha256 = $1`,
    [tokenSha256, at],
  );
  return rowCount === 1;
}

export type ExportCell = string | number | Date | null;

/** Every entry of a form, oldest first: the header and the rows of its CSV. */
export async function exportLeads(
  db: Queryable,
  form: LeadForm,
): Promise<{ header: string[]; rows: ExportCell[][] }> {
  const { table, columns, state } = leadTables[form];
  const header = [
    "received_at",
    "submission_id",
    "language",
    "form_version",
    ...Object.values(columns),
    ...state,
  ];
  const { rows } = await db.query<Record<string, ExportCell>>(
    `SELECT ${header.map((name) => (name === "submission_id" ? "id AS submission_id" : name)).join(", ")}
     FROM ${table} ORDER BY received_at, id`,
  );
  return { header, rows: rows.map((row) => header.map((name) => row[name] ?? null)) };
}
