import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { freshDatabase } from "../../test/database.ts";
import { balanceOf, fundedWallet } from "../../test/ledger-fixtures.ts";
import type { Database } from "../db/database.ts";
import { decideSandbox, settleAt } from "../rails/sandbox-rail.ts";
import { systemAccount } from "./accounts.ts";
import { sweep } from "./sweeper.ts";
import { readTransfer, transfer, violations } from "./transfers.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});

const made = new Date("2026-11-25T10:00:00Z");
const later = (seconds: number) => new Date(made.getTime() + seconds * 1000);

async function bankTransfer(payer: string, destination: string, amount: bigint) {
  const rail = await systemAccount(db, "payout", "INR", "neft");
  const id = uuidv7();
  await transfer(db, {
    id,
    kind: "bank_transfer",
    mode: "hold",
    legs: [
      { account: payer, amount: -amount },
      { account: rail.id, amount },
    ],
    metadata: { destination, settle_at: settleAt("neft", made).toISOString() },
    expiresAt: later(24 * 3600),
  });
  return id;
}

describe("the sweeper", () => {
  it("settles each pending bank transfer exactly once with two sweepers running", async () => {
    const payer = await fundedWallet(db, 100_000n);
    const good = await Promise.all(
      [1, 2, 3].map((n) => bankTransfer(payer.id, `5021000${n}1234`, 10_000n)),
    );
    const bad = await bankTransfer(payer.id, "50210000000", 20_000n);
    // Before the rail's delay nothing moves.
    expect(await sweep(db, decideSandbox, later(60))).toEqual({
      expired: 0,
      settled: 0,
      quotesExpired: 0,
      rolledUp: 0,
    });
    expect(await balanceOf(db, payer.id)).toBe(100_000n);

    const runs = await Promise.all(
      Array.from({ length: 6 }, () => sweep(db, decideSandbox, later(121))),
    );
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBe(4);
    for (const id of good) expect(await readTransfer(db, id)).toMatchObject({ status: "posted" });
    expect(await readTransfer(db, bad)).toMatchObject({
      status: "voided",
      reason: "account_not_found",
    });
    expect(await balanceOf(db, payer.id)).toBe(70_000n);
    expect(await violations(db)).toEqual([]);
  });

  it("expires a hold whose time ran out exactly once, and gives the money back", async () => {
    const payer = await fundedWallet(db, 50_000n);
    const fx = await systemAccount(db, "fx", "INR");
    const id = uuidv7();
    await transfer(db, {
      id,
      kind: "international",
      mode: "hold",
      legs: [
        { account: payer.id, amount: -40_000n },
        { account: fx.id, amount: 40_000n },
      ],
      expiresAt: later(600),
    });
    const runs = await Promise.all([
      sweep(db, decideSandbox, later(601)),
      sweep(db, decideSandbox, later(601)),
    ]);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(await readTransfer(db, id)).toMatchObject({ status: "expired" });
    expect(await balanceOf(db, payer.id)).toBe(50_000n);
    const { rows } = await db.query<{ held: bigint }>("SELECT held FROM accounts WHERE id = $1", [
      payer.id,
    ]);
    expect(rows[0]!.held).toBe(0n);
    expect(await violations(db)).toEqual([]);
  });
});
