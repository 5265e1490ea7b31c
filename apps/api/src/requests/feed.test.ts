import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { phoneNumbers } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { findOrOpenUser } from "../auth/users.ts";
import type { Database, Queryable } from "../db/database.ts";
import { RequestFeed } from "./feed.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(6);
});
const newPhone = phoneNumbers("89");

const open = (requester: string, payer: string) => {
  const id = uuidv7();
  return {
    id,
    sql: `INSERT INTO payment_requests (id, request_hash, kind, requester_id, payer_id, amount,
                                        currency, created_at, updated_at)
          VALUES ($1, 'h', 'request', $2, $3, 100, 'INR', now(), now())`,
    params: [id, requester, payer],
  };
};

/** Resolves once `check` holds, looking every 20 ms (bounded, so a broken feed fails). */
async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("RequestFeed", () => {
  it("gives a change whose transaction commits after a later one's, once, and not before it commits", async () => {
    const [requester, payer] = [
      await findOrOpenUser(db, `+91${newPhone()}`),
      await findOrOpenUser(db, `+91${newPhone()}`),
    ];
    const early = open(requester.id, payer.id);
    await db.query(early.sql, early.params);

    // The feed's reads, counted: a poll is one look at the horizon.
    let looks = 0;
    const counted: Queryable = {
      query: (sql, params) => {
        if (sql.includes("pg_current_snapshot")) looks++;
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    };
    const feed = new RequestFeed(counted, 30);
    // Listening from past the early request's making (other test files' transactions, anywhere
    // in the cluster, may hold the horizon back for a moment).
    const { rows } = await db.query<{ xid: string }>(
      "SELECT change_xid::text AS xid FROM payment_requests WHERE id = $1",
      [early.id],
    );
    let from = 0n;
    await until(async () => (from = await feed.horizon()) > BigInt(rows[0]!.xid));
    const heard: string[] = [];
    const stop = feed.subscribe(requester.id, from, (row) => heard.push(`${row.id}:${row.status}`));

    // A transaction declines the early request and stays open; a later one makes a request and
    // commits first. A cursor over a sequence taken at each change would read the later change,
    // move past the early one's number, and never give it.
    let declined!: () => void;
    const declinedNow = new Promise<void>((resolve) => (declined = resolve));
    let commit!: () => void;
    const commitNow = new Promise<void>((resolve) => (commit = resolve));
    const slow = db.transaction(async (tx) => {
      await tx.query(
        "UPDATE payment_requests SET status = 'declined', updated_at = now() WHERE id = $1",
        [early.id],
      );
      declined();
      await commitNow;
    });
    await declinedNow;
    const later = open(requester.id, payer.id);
    await db.query(later.sql, later.params);
    // Several polls while the slow transaction is open: neither change is given yet, since the
    // later one's transaction is not below the oldest one still running.
    const seen = looks;
    await until(() => looks >= seen + 3);
    expect(heard).toEqual([]);

    commit();
    await slow;
    await until(() => heard.length >= 2);
    const settled = looks;
    await until(() => looks >= settled + 3);
    expect(heard).toEqual([`${early.id}:declined`, `${later.id}:open`]);
    stop();
  });
});
