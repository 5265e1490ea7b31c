import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { freshDatabase } from "../../test/database.ts";
import { balanceOf, fundedWallet } from "../../test/ledger-fixtures.ts";
import type { Database } from "../db/database.ts";
import { systemAccount } from "./accounts.ts";
import { LedgerRefusal, resolve, transfer, violations } from "./transfers.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(24);
});

const rupees = (n: number) => BigInt(n) * 100n;

/** Settles every promise; answers how many resolved and the refusals' codes. */
async function settle<T>(work: Promise<T>[]) {
  const results = await Promise.allSettled(work);
  const refused = results
    .filter((r): r is PromiseRejectedResult => r.status === "rejected")
    .map((r) => (r.reason instanceof LedgerRefusal ? r.reason.code : String(r.reason)));
  return { ok: results.filter((r) => r.status === "fulfilled").length, refused };
}

describe("the money path on PostgreSQL 15", () => {
  it("lets exactly 10 of 50 concurrent ₹10 debits through a ₹100 balance", async () => {
    const payer = await fundedWallet(db, rupees(100));
    const payee = await fundedWallet(db, 0n);
    const { ok, refused } = await settle(
      Array.from({ length: 50 }, () =>
        transfer(db, {
          id: uuidv7(),
          kind: "p2p_mobile",
          mode: "post",
          legs: [
            { account: payer.id, amount: -rupees(10) },
            { account: payee.id, amount: rupees(10) },
          ],
        }),
      ),
    );
    expect(ok).toBe(10);
    expect(refused).toEqual(Array(40).fill("insufficient_funds"));
    expect(await balanceOf(db, payer.id)).toBe(0n);
    expect(await balanceOf(db, payee.id)).toBe(rupees(100));
    expect(await violations(db)).toEqual([]);
  });

  it("catches the naive read-then-write creating money (negative control of the harness)", async () => {
    const payer = await fundedWallet(db, rupees(100));
    const payee = await fundedWallet(db, 0n);
    // What the obvious code does: read the balance, check it in JavaScript, write the new one.
    // A barrier makes the race certain rather than likely: all 20 read before any writes.
    const racers = 20;
    let arrived = 0;
    let release!: () => void;
    const allRead = new Promise<void>((resolve) => (release = resolve));
    const naiveDebit = () =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ balance: bigint }>(
          "SELECT balance FROM accounts WHERE id = $1",
          [payer.id],
        );
        const balance = rows[0]!.balance;
        if (balance < rupees(10)) throw new Error("insufficient");
        if (++arrived === racers) release();
        await allRead;
        const id = uuidv7();
        await tx.query(
          `INSERT INTO transfers (id, request_hash, kind, status, resolved_at)
           VALUES ($1, 'naive', 'naive', 'posted', now())`,
          [id],
        );
        for (const [leg, account, amount] of [
          [0, payer.id, -rupees(10)],
          [1, payee.id, rupees(10)],
        ] as const) {
          await tx.query("INSERT INTO transfer_legs VALUES ($1, $2, $3, $4)", [
            id,
            leg,
            account,
            amount,
          ]);
          const set = account === payer.id ? "$2" : "balance + $2";
          const updated = await tx.query<{ balance: bigint; version: bigint }>(
            `UPDATE accounts SET balance = ${set}, version = version + 1 WHERE id = $1
             RETURNING balance, version`,
            [account, account === payer.id ? balance - rupees(10) : amount],
          );
          await tx.query(
            `INSERT INTO postings (transfer_id, leg, account_id, amount, balance_after, version)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, leg, account, amount, updated.rows[0]!.balance, updated.rows[0]!.version],
          );
        }
      });
    const { ok } = await settle(Array.from({ length: racers }, naiveDebit));
    const found = await violations(db);
    // The harness must see it: twenty ₹10 debits got through a ₹100 balance, and the view names
    // the damage.
    expect(ok).toBe(racers);
    expect(found.map((v) => v.invariant)).toContain("balance_not_sum_of_postings");
    // Repair the control's damage so the other tests start from a sound ledger (three
    // transactions: a table cannot be altered while a deferred check of its rows is pending).
    const triggers = (state: "DISABLE" | "ENABLE") => `
      ALTER TABLE postings ${state} TRIGGER postings_append_only;
      ALTER TABLE transfer_legs ${state} TRIGGER transfer_legs_append_only;
      ALTER TABLE transfers ${state} TRIGGER transfers_status_once;`;
    await db.exec(triggers("DISABLE"));
    await db.exec(`
      DELETE FROM postings WHERE transfer_id IN (SELECT id FROM transfers WHERE kind = 'naive');
      DELETE FROM transfer_legs WHERE transfer_id IN (SELECT id FROM transfers WHERE kind = 'naive');
      DELETE FROM transfers WHERE kind = 'naive';`);
    await db.exec(triggers("ENABLE"));
    for (const account of [payer.id, payee.id]) {
      await db.query(
        `UPDATE accounts a SET balance = coalesce((SELECT sum(amount) FROM postings WHERE account_id = a.id), 0),
                              version = coalesce((SELECT max(version) FROM postings WHERE account_id = a.id), 0)
          WHERE id = $1`,
        [account],
      );
    }
    expect(await violations(db)).toEqual([]);
  });

  it("makes one transfer of one id sent 20 times at once, and refuses the id with another amount", async () => {
    const payer = await fundedWallet(db, rupees(1000));
    const payee = await fundedWallet(db, 0n);
    const id = uuidv7();
    const request = (amount: bigint) => ({
      id,
      kind: "p2p_mobile",
      mode: "post" as const,
      legs: [
        { account: payer.id, amount: -amount },
        { account: payee.id, amount },
      ],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => transfer(db, request(rupees(25)))),
    );
    expect(answers.filter((a) => a.outcome === "created")).toHaveLength(1);
    expect(answers.filter((a) => a.outcome === "replayed")).toHaveLength(19);
    const bodies = answers.map((a) => JSON.stringify("transfer" in a ? a.transfer : a));
    expect(new Set(bodies).size).toBe(1);
    expect(await balanceOf(db, payer.id)).toBe(rupees(975));
    expect(await transfer(db, request(rupees(26)))).toEqual({ outcome: "conflict" });
    expect(await balanceOf(db, payer.id)).toBe(rupees(975));
    expect(await violations(db)).toEqual([]);
  });

  it("never deadlocks with 100 transfers both ways between two accounts", async () => {
    const a = await fundedWallet(db, rupees(500));
    const b = await fundedWallet(db, rupees(500));
    const retried: string[] = [];
    const move = (from: string, to: string) =>
      transfer(
        db,
        {
          id: uuidv7(),
          kind: "p2p_mobile",
          mode: "post",
          legs: [
            { account: from, amount: -rupees(1) },
            { account: to, amount: rupees(1) },
          ],
        },
        { onRetry: (state) => retried.push(state) },
      );
    const { ok } = await settle(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? move(a.id, b.id) : move(b.id, a.id))),
    );
    expect(ok).toBe(100);
    expect(retried).toEqual([]);
    expect((await balanceOf(db, a.id)) + (await balanceOf(db, b.id))).toBe(rupees(1000));
    expect(await violations(db)).toEqual([]);
  });

  it("keeps every invariant under random transfers among many accounts from many workers", async () => {
    const accounts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => fundedWallet(db, rupees(50 + i * 10))),
    );
    const fees = await systemAccount(db, "fees", "INR");
    const total = async () =>
      (await Promise.all(accounts.map((a) => balanceOf(db, a.id)))).reduce((s, v) => s + v, 0n) +
      (await balanceOf(db, fees.id));
    const before = await total();
    const move = fc.record({
      from: fc.nat(accounts.length - 1),
      to: fc.nat(accounts.length - 1),
      amount: fc.bigInt({ min: 1n, max: rupees(40) }),
      fee: fc.bigInt({ min: 0n, max: 500n }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 40 }), async (moves) => {
        await settle(
          moves.map(({ from, to, amount, fee }) => {
            const payer = accounts[from]!.id;
            const payee = accounts[to === from ? (to + 1) % accounts.length : to]!.id;
            const legs = [
              { account: payer, amount: -(amount + fee) },
              { account: payee, amount },
              ...(fee > 0n ? [{ account: fees.id, amount: fee }] : []),
            ];
            return transfer(db, { id: uuidv7(), kind: "p2p_mobile", mode: "post", legs });
          }),
        );
        expect(await violations(db)).toEqual([]);
        expect(await total()).toBe(before);
        for (const account of accounts)
          expect(await balanceOf(db, account.id)).toBeGreaterThanOrEqual(0n);
      }),
      { numRuns: 15 },
    );
  });

  it("refuses a transfer whose legs do not net to zero, or that names an unknown account", async () => {
    const payer = await fundedWallet(db, rupees(100));
    const payee = await fundedWallet(db, 0n);
    const attempt = (legs: { account: string; amount: bigint }[]) =>
      transfer(db, { id: uuidv7(), kind: "p2p_mobile", mode: "post", legs });
    await expect(
      attempt([
        { account: payer.id, amount: -rupees(10) },
        { account: payee.id, amount: rupees(11) },
      ]),
    ).rejects.toMatchObject({ code: "unbalanced_transfer" });
    await expect(
      attempt([
        { account: payer.id, amount: -rupees(10) },
        { account: uuidv7(), amount: rupees(10) },
      ]),
    ).rejects.toMatchObject({ code: "unknown_account" });
    expect(await balanceOf(db, payer.id)).toBe(rupees(100));
    expect(await violations(db)).toEqual([]);
  });

  it("pays a bill once when two tabs pay it at the same moment", async () => {
    const payer = await fundedWallet(db, rupees(1000));
    const biller = await systemAccount(db, "biller", "INR", "bescom");
    const pay = () =>
      transfer(db, {
        id: uuidv7(),
        kind: "bill",
        mode: "post",
        paidOnceKey: "bill:bescom:1234567890:2026-11",
        legs: [
          { account: payer.id, amount: -rupees(450) },
          { account: biller.id, amount: rupees(450) },
        ],
      });
    const { ok, refused } = await settle([pay(), pay(), pay()]);
    expect(ok).toBe(1);
    expect(refused).toEqual(["already_paid", "already_paid"]);
    expect(await balanceOf(db, payer.id)).toBe(rupees(550));
    expect(await violations(db)).toEqual([]);
  });

  it("keeps postings and transfers append-only", async () => {
    const payer = await fundedWallet(db, rupees(100));
    const payee = await fundedWallet(db, 0n);
    const id = uuidv7();
    await transfer(db, {
      id,
      kind: "p2p_mobile",
      mode: "post",
      legs: [
        { account: payer.id, amount: -rupees(5) },
        { account: payee.id, amount: rupees(5) },
      ],
    });
    await expect(
      db.query("UPDATE postings SET amount = 1 WHERE transfer_id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query("DELETE FROM postings WHERE transfer_id = $1", [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query("DELETE FROM transfers WHERE id = $1", [id])).rejects.toThrow(
      /never deleted/,
    );
    await expect(
      db.query("UPDATE transfers SET status = 'voided', resolved_at = now() WHERE id = $1", [id]),
    ).rejects.toThrow(/cannot move from posted to voided/);
    expect(await violations(db)).toEqual([]);
  });
});

describe("two-phase transfers", () => {
  it("holds the amount, then posts it once; a second resolve changes nothing", async () => {
    const payer = await fundedWallet(db, rupees(100));
    const bank = await systemAccount(db, "payout", "INR", "neft");
    const id = uuidv7();
    const hold = await transfer(db, {
      id,
      kind: "bank_transfer",
      mode: "hold",
      legs: [
        { account: payer.id, amount: -rupees(60) },
        { account: bank.id, amount: rupees(60) },
      ],
    });
    expect(hold).toMatchObject({ outcome: "created", transfer: { status: "pending" } });
    // The held ₹60 cannot be spent again while the transfer is pending.
    await expect(
      transfer(db, {
        id: uuidv7(),
        kind: "p2p_mobile",
        mode: "post",
        legs: [
          { account: payer.id, amount: -rupees(50) },
          { account: bank.id, amount: rupees(50) },
        ],
      }),
    ).rejects.toMatchObject({ code: "insufficient_funds" });
    expect(await violations(db)).toEqual([]);
    const [first, second] = await Promise.all([
      resolve(db, id, "posted"),
      resolve(db, id, "voided"),
    ]);
    expect([first.moved, second.moved].sort()).toEqual([false, true]);
    const final = first.moved ? first.status : second.status;
    expect(await balanceOf(db, payer.id)).toBe(final === "posted" ? rupees(40) : rupees(100));
    expect(await resolve(db, id, "voided")).toEqual({ status: final, moved: false });
    expect(await violations(db)).toEqual([]);
  });
});
