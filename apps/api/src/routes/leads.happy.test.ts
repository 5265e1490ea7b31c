import { statSync } from "node:fs";
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { testApp, testLeadDeps } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { decodeHeader, exported, sampleFields, sentMail, submit } from "../../test/leads.ts";
import type { Database } from "../db/database.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(4);
});

const at = new Date("2026-03-14T09:26:53.000Z");

describe("POST /api/leads/{form}", () => {
  it("stores a waitlist entry with every field, the time, language and version, and says the spec's words", async () => {
    const { call } = testApp(db, () => at);
    const id = uuidv7();
    const email = `mutale.${id}@example.com`;
    const response = await submit(call, "waitlist", {
      submissionId: id,
      fields: { ...sampleFields.waitlist, email },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "received",
      message: { title: "You're on the list!", description: "We'll be in touch soon." },
    });
    const row = (await exported(call, "waitlist")).find((entry) => entry.submission_id === id);
    expect(row).toEqual({
      received_at: "2026-03-14T09:26:53.000Z",
      submission_id: id,
      language: "en",
      form_version: "2",
      full_name: "Mutale Banda",
      email,
      // E.164, written after an apostrophe: a cell starting with + would be a formula.
      mobile: "'+260971234567",
      country: "zambia",
      use_case: "both",
      confirmation_sent_at: "2026-03-14T09:26:53.000Z",
      unsubscribed_at: "",
    });
  });

  it("stores a contact message and a merchant inquiry, answering with their toasts", async () => {
    const { call } = testApp(db);
    const contactId = uuidv7();
    const contact = await submit(call, "contact", { submissionId: contactId });
    expect(await contact.json()).toEqual({
      status: "received",
      message: { title: "Message Sent!", description: "We'll get back to you within 24 hours." },
    });
    expect(
      (await exported(call, "contact")).find((row) => row.submission_id === contactId),
    ).toMatchObject({
      name: "Chanda Mwila",
      email: "chanda@example.com",
      phone: "'+919834567892",
      subject: "Sending money to Lusaka",
      message: "Which banks in Zambia can receive transfers?",
    });

    const merchantId = uuidv7();
    const merchant = await submit(call, "merchant", { submissionId: merchantId });
    expect(await merchant.json()).toEqual({
      status: "received",
      message: {
        title: "Application Submitted!",
        description: "Our team will contact you within 24 hours.",
      },
    });
    expect(
      (await exported(call, "merchant")).find((row) => row.submission_id === merchantId),
    ).toMatchObject({
      business_name: "Sharma General Stores",
      contact_name: "Ravi Sharma",
      email: "ravi@sharmastores.in",
      phone: "'+919876543210",
      business_type: "Retail shop",
      message: "Two branches in Hyderabad.",
    });
  });

  it("keeps Telugu intact and answers in Telugu; an empty optional field is stored as nothing", async () => {
    const { call } = testApp(db);
    const id = uuidv7();
    const response = await submit(call, "contact", {
      submissionId: id,
      language: "te",
      fields: {
        name: "చంద్ర శేఖర్",
        email: "chandra@example.in",
        phone: "",
        subject: "లుసాకాకు డబ్బు పంపడం",
        message: "ఏ బ్యాంకులు\nడబ్బు అందుకోగలవు?",
      },
    });
    expect(await response.json()).toEqual({
      status: "received",
      message: { title: "సందేశం పంపబడింది!", description: "24 గంటల్లో మీకు సమాధానం ఇస్తాం." },
    });
    expect((await exported(call, "contact")).find((row) => row.submission_id === id)).toMatchObject(
      {
        language: "te",
        name: "చంద్ర శేఖర్",
        phone: "",
        subject: "లుసాకాకు డబ్బు పంపడం",
        message: "ఏ బ్యాంకులు\nడబ్బు అందుకోగలవు?",
      },
    );
  });

  it("stores a retried submit (same id, same content) once, answering success each time", async () => {
    const { call } = testApp(db);
    const id = uuidv7();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => submit(call, "merchant", { submissionId: id })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(
      (await exported(call, "merchant")).filter((row) => row.submission_id === id),
    ).toHaveLength(1);
  });

  it("keeps one waitlist entry per e-mail, whatever its case, and answers the second join alike", async () => {
    const deps = testLeadDeps();
    const { call } = testApp(db, undefined, deps);
    const email = `Twice.${uuidv7()}@Example.com`;
    const first = await submit(call, "waitlist", { fields: { ...sampleFields.waitlist, email } });
    const again = await submit(call, "waitlist", {
      fields: { ...sampleFields.waitlist, email: email.toLowerCase(), fullName: "M. Banda" },
    });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    const rows = (await exported(call, "waitlist")).filter(
      (row) => row.email?.toLowerCase() === email.toLowerCase(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.full_name).toBe("Mutale Banda");
    // One confirmation, for the one entry.
    expect(sentMail(deps.mailDir)).toHaveLength(1);
  });
});

describe("the waitlist's confirmation e-mail", () => {
  it("goes to the sandbox outbox in the page's language, with an unsubscribe link that works once", async () => {
    const deps = testLeadDeps();
    const { call } = testApp(db, undefined, deps);
    const id = uuidv7();
    const email = `lakshmi.${id}@example.in`;
    await submit(call, "waitlist", {
      submissionId: id,
      language: "te",
      fields: {
        ...sampleFields.waitlist,
        fullName: "లక్ష్మి",
        email,
        mobile: "98480 22338",
        country: "india",
      },
    });

    const [mail, ...others] = sentMail(deps.mailDir);
    expect(others).toEqual([]);
    expect(mail!.headers.to).toBe(email);
    expect(mail!.headers.from).toBe("SangamPay <no-reply@sangampay.example>");
    expect(decodeHeader(mail!.headers.subject!)).toBe("మీరు SangamPay వెయిట్‌లిస్ట్‌లో ఉన్నారు");
    expect(mail!.text).toContain("నమస్కారం లక్ష్మి గారూ,");
    expect(mail!.text).toContain("మీరు జాబితాలో ఉన్నారు! త్వరలో మిమ్మల్ని సంప్రదిస్తాం.");
    const link = /(http\S+\/te\/unsubscribe#token=([\w-]{43}))/.exec(mail!.text);
    expect(link?.[1]).toMatch(/^http:\/\/127\.0\.0\.1:4173\/te\/unsubscribe#token=/);
    expect(mail!.headers["list-unsubscribe"]).toBe(`<${link![1]}>`);
    // Personal data: the file is readable by its owner only.
    const file = readdirSync(deps.mailDir)[0]!;
    expect(statSync(join(deps.mailDir, file)).mode & 0o777).toBe(0o600);

    const unsubscribe = () =>
      call("/api/leads/unsubscribe", { method: "POST", json: { token: link![2] } });
    const first = await unsubscribe();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "unsubscribed" });
    const row = (await exported(call, "waitlist")).find((entry) => entry.submission_id === id)!;
    expect(row.unsubscribed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // A second click is fine and keeps the first time.
    expect((await unsubscribe()).status).toBe(200);
    const again = (await exported(call, "waitlist")).find((entry) => entry.submission_id === id)!;
    expect(again.unsubscribed_at).toBe(row.unsubscribed_at);
  });

  it("does not lose the entry when the mail provider fails; the export shows it unsent", async () => {
    const failing = testLeadDeps();
    failing.mailer = {
      provider: "smtp",
      send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:587")),
      close: () => {},
    };
    const { call, lines } = testApp(db, undefined, failing);
    const id = uuidv7();
    const response = await submit(call, "waitlist", {
      submissionId: id,
      fields: { ...sampleFields.waitlist, email: `smtp.down.${id}@example.com` },
    });
    expect(response.status).toBe(200);
    const row = (await exported(call, "waitlist")).find((entry) => entry.submission_id === id)!;
    expect(row.confirmation_sent_at).toBe("");
    expect(lines.join("\n")).toContain("waitlist confirmation not sent");
  });
});
