import type { LeadForm } from "@repo/forms/leads";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { testApp } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { exported, sampleFields, submit } from "../../test/leads.ts";
import type { Database } from "../db/database.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(4);
});

const required = "Fill in this field.";
const email = "Enter an e-mail address like name@example.com.";
const choice = "Choose one of the options.";
const anyPhone =
  "Enter a mobile number from India or Zambia, or any number with its country code (starting with +).";

/** For each form, each field: a value the rules refuse and the sentence the API answers with. */
const refusals: Record<LeadForm, [field: string, value: unknown, message: string][]> = {
  waitlist: [
    ["fullName", "", required],
    ["fullName", "M", "Write at least 2 characters."],
    ["fullName", "M".repeat(101), "Write at most 100 characters."],
    ["fullName", "Mutale\u0000Banda", "Write this on one line, without special characters."],
    ["email", "x@y", email],
    ["email", `${"a".repeat(250)}@example.com`, "Write at most 254 characters."],
    ["email", undefined, required],
    ["mobile", "1234567", "Enter a Zambian mobile number: 9 digits after +260 or 0."],
    ["mobile", "98765 43210", "Enter a Zambian mobile number: 9 digits after +260 or 0."],
    ["mobile", "  ", required],
    ["country", "mars", choice],
    ["country", "", choice],
    ["useCase", "everything", choice],
  ],
  contact: [
    ["name", " ", required],
    ["email", "chanda@example", email],
    ["phone", "1234567", anyPhone],
    ["phone", "415 555 0100", anyPhone],
    ["subject", "S", "Write at least 2 characters."],
    ["subject", "Line\nbreak", "Write this on one line, without special characters."],
    ["message", "", required],
    ["message", "m".repeat(2001), "Write at most 2000 characters."],
  ],
  merchant: [
    ["businessName", "x".repeat(121), "Write at most 120 characters."],
    ["contactName", 42, required],
    ["email", "ravi@sharmastores", email],
    ["phone", "1234567", anyPhone],
    ["phone", "", required],
    ["businessType", "", required],
    ["message", "m".repeat(2001), "Write at most 2000 characters."],
  ],
};

describe.each(Object.keys(refusals) as LeadForm[])("POST /api/leads/%s refuses", (form) => {
  it.each(refusals[form])("%s = %j: %s", async (field, value, message) => {
    const { call } = testApp(db);
    const id = uuidv7();
    const response = await submit(call, form, {
      submissionId: id,
      fields: { ...sampleFields[form], [field]: value },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_body",
        message: "The request body is not valid.",
        issues: [{ path: `fields.${field}`, message }],
      },
    });
    expect((await exported(call, form)).map((row) => row.submission_id)).not.toContain(id);
  });
});

describe("POST /api/leads/{form} refuses a submission that is not the site's", () => {
  it("lists every refused field at once", async () => {
    const { call } = testApp(db);
    const response = await submit(call, "merchant", {
      fields: { ...sampleFields.merchant, email: "ravi@sharmastores", phone: "1234567" },
    });
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((issue) => issue.path)).toEqual(["fields.email", "fields.phone"]);
  });

  it.each([
    ["a submission id that is not a UUID", { submissionId: "1" }, "submissionId"],
    ["a page language the site does not have", { language: "fr" }, "language"],
    ["an out-of-date form", { formVersion: 1 }, "formVersion"],
  ])("%s", async (_, options, path) => {
    const { call } = testApp(db);
    const response = await submit(call, "contact", options);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it("refuses the same submission id with other content (409) and keeps the first", async () => {
    const { call } = testApp(db);
    const id = uuidv7();
    expect((await submit(call, "contact", { submissionId: id })).status).toBe(200);
    const other = await submit(call, "contact", {
      submissionId: id,
      fields: { ...sampleFields.contact, message: "Another question entirely." },
    });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: { code: "idempotency_conflict" } });
    const rows = (await exported(call, "contact")).filter((row) => row.submission_id === id);
    expect(rows.map((row) => row.message)).toEqual([sampleFields.contact.message]);
  });

  it("refuses a body over 16 KiB (413) before reading it", async () => {
    const { call } = testApp(db);
    const response = await submit(call, "contact", {
      fields: { ...sampleFields.contact, message: "m".repeat(17_000) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "body_too_large" } });
  });

  it("answers an unknown unsubscribe token with 404 and a malformed one with 400", async () => {
    const { call } = testApp(db);
    const unknown = await call("/api/leads/unsubscribe", {
      method: "POST",
      json: { token: "A".repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: "not_found", message: "This unsubscribe link is not valid." },
    });
    const malformed = await call("/api/leads/unsubscribe", {
      method: "POST",
      json: { token: "short" },
    });
    expect(malformed.status).toBe(400);
  });
});
