import { mkdtempSync, readFileSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { serve } from "@hono/node-server";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEAM_TOKEN, testApp } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { parseCsv, sampleFields, submit } from "../../test/leads.ts";
import type { Database } from "../db/database.ts";
import { writeLocalAccess } from "../http/team-token.ts";
import { runLeadsCli } from "./cli.ts";

let db: Database & { url: string };
let url: string;
let close: () => void;
const id = uuidv7();

beforeAll(async () => {
  db = await freshDatabase(4);
  const { app, call } = testApp(db);
  await submit(call, "contact", {
    submissionId: id,
    language: "te",
    fields: { ...sampleFields.contact, name: "చంద్ర శేఖర్", subject: "=cmd|' /C calc'!A0" },
  });
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** Runs `pnpm leads ...` with these settings; what it printed and its exit code. */
async function leads(argv: string[], env: Record<string, string> = {}, runDir = emptyRunDir()) {
  let stdout = "";
  let stderr = "";
  const code = await runLeadsCli(argv, {
    env,
    runDir,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

const emptyRunDir = () => mkdtempSync(join(tmpdir(), "leads-cli-run-"));

/** A run folder holding the access files of these APIs, as running APIs leave them. */
function runDirWith(...apis: { url: string; token: string; port: number }[]) {
  const dir = emptyRunDir();
  for (const api of apis) {
    writeLocalAccess(dir, api.port, {
      url: api.url,
      token: api.token,
      pid: process.pid,
      database: "postgres",
      startedAt: new Date().toISOString(),
    });
  }
  return dir;
}

const contactRow = (csv: string) => parseCsv(csv).find((cells) => cells[1] === id);

describe("pnpm leads export", () => {
  it("prints the running product's entries, found through its access file, with no setting", async () => {
    const result = await leads(
      ["export", "--form", "contact"],
      {},
      runDirWith({ url, token: TEAM_TOKEN, port: 1 }),
    );
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout.split("\r\n")[0]).toBe(
      "received_at,submission_id,language,form_version,name,email,phone,subject,message",
    );
    expect(contactRow(result.stdout)).toEqual([
      expect.stringMatching(/^\d{4}-/),
      id,
      "te",
      "2",
      "చంద్ర శేఖర్",
      "chanda@example.com",
      "'+919834567892",
      "'=cmd|' /C calc'!A0",
      sampleFields.contact.message,
    ]);
  });

  it("skips an access file whose API has stopped", async () => {
    const stopped = { url: "http://127.0.0.1:9", token: "gone", port: 9 };
    const result = await leads(
      ["export", "--form", "contact"],
      {},
      runDirWith(stopped, { url, token: TEAM_TOKEN, port: 1 }),
    );
    expect(result.code).toBe(0);
    expect(contactRow(result.stdout)).toBeDefined();
  });

  it("says how to start the product when none is running", async () => {
    const result = await leads(["export", "--form", "waitlist"]);
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "No running SangamPay API found: start the product (pnpm start or pnpm serve), or set DATABASE_URL.\n",
    });
  });

  it("asks which one when two are running, and --api chooses", async () => {
    const second = { url: url.replace("127.0.0.1", "localhost"), token: TEAM_TOKEN, port: 2 };
    const dir = runDirWith({ url, token: TEAM_TOKEN, port: 1 }, second);
    const both = await leads(["export", "--form", "contact"], {}, dir);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain(`--api ${url}`);
    const chosen = await leads(["export", "--form", "contact", "--api", url], {}, dir);
    expect(chosen.code).toBe(0);
    expect(contactRow(chosen.stdout)).toBeDefined();
  });

  it("reads the database DATABASE_URL names, without any API", async () => {
    const result = await leads(["export", "--form", "contact"], { DATABASE_URL: db.url });
    expect(result.code).toBe(0);
    expect(contactRow(result.stdout)?.[4]).toBe("చంద్ర శేఖర్");
  });

  it("uses TEAM_TOKEN with --api, and says so when the API refuses it", async () => {
    const ok = await leads(["export", "--form", "contact", "--api", url], { TEAM_TOKEN });
    expect(contactRow(ok.stdout)).toBeDefined();
    const refused = await leads(["export", "--form", "contact"], {
      TEAM_TOKEN: "not-the-team-token",
      LEADS_API_URL: url,
    });
    expect(refused).toMatchObject({ code: 1, stderr: `${url} refused the team token (403).\n` });
  });

  it("writes --out with a byte-order mark, for the owner only", async () => {
    const file = join(emptyRunDir(), "contact.csv");
    const result = await leads(["export", "--form", "contact", "--out", file], {
      DATABASE_URL: db.url,
    });
    expect(result).toMatchObject({ code: 0, stdout: "" });
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(contactRow(bytes.toString("utf8").slice(1))).toBeDefined();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([[[]], [["export"]], [["export", "--form", "orders"]], [["list", "--form", "contact"]]])(
    "answers %j with the usage and exit code 2",
    async (argv) => {
      const result = await leads(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("Usage: pnpm leads export --form waitlist|contact|merchant");
    },
  );

  it("names the form it does not know, and the ones there are", async () => {
    const result = await leads(["export", "--form", "orders"]);
    expect(result.stderr).toMatch(/^No form "orders": the forms are waitlist, contact, merchant\./);
    expect((await leads(["export"])).stderr).toMatch(/^No --form given: the forms are /);
  });
});
