import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { TEAM_TOKEN, testApp } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { parseCsv, sampleFields, submit } from "../../test/leads.ts";
import type { Database } from "../db/database.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(4);
});

const exportOf = (call: ReturnType<typeof testApp>["call"], form: string, token?: string) =>
  call(`/api/leads/export?form=${form}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe("GET /api/leads/export", () => {
  it("answers 401 without a token and 403 with another one, and lists nothing", async () => {
    const { call } = testApp(db);
    const none = await exportOf(call, "waitlist");
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { code: "unauthenticated" } });
    const wrong = await exportOf(call, "waitlist", `${TEAM_TOKEN}x`);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: "forbidden" } });
    const basic = await call("/api/leads/export?form=waitlist", {
      headers: { authorization: `Basic ${btoa(`team:${TEAM_TOKEN}`)}` },
    });
    expect(basic.status).toBe(401);
  });

  it("refuses a form it does not know", async () => {
    const { call } = testApp(db);
    expect((await exportOf(call, "orders", TEAM_TOKEN)).status).toBe(400);
  });

  it("is CSV in UTF-8 with a header, CRLF rows, Telugu intact, quotes and line breaks kept", async () => {
    const { call } = testApp(db);
    const id = uuidv7();
    await submit(call, "merchant", {
      submissionId: id,
      language: "te",
      fields: {
        ...sampleFields.merchant,
        businessName: 'శర్మ "జనరల్", స్టోర్స్',
        message: "రెండు శాఖలు\r\nహైదరాబాద్‌లో",
      },
    });
    const response = await exportOf(call, "merchant", TEAM_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="sangampay-merchant.csv"',
    );
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await response.arrayBuffer());
    expect(text.split("\r\n")[0]).toBe(
      "received_at,submission_id,language,form_version,business_name,contact_name,email,phone,business_type,message",
    );
    expect(text).toContain('"శర్మ ""జనరల్"", స్టోర్స్"');
    const row = parseCsv(text).find((cells) => cells[1] === id)!;
    expect(row[4]).toBe('శర్మ "జనరల్", స్టోర్స్');
    expect(row[9]).toBe("రెండు శాఖలు\r\nహైదరాబాద్‌లో");
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
  ])("writes a value that starts a formula, %s, as text", async (value, written) => {
    const { call } = testApp(db);
    const id = uuidv7();
    await submit(call, "contact", {
      submissionId: id,
      fields: { ...sampleFields.contact, subject: value, message: value },
    });
    const rows = parseCsv(await (await exportOf(call, "contact", TEAM_TOKEN)).text());
    const row = rows.find((cells) => cells[1] === id)!;
    expect(row[7]).toBe(written);
    expect(row[8]).toBe(written);
  });
});
