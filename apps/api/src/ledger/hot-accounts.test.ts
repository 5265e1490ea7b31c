import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import {
  offersCredited,
  pay,
  phoneNumbers,
  signIn,
  signInWithPin,
  testApp,
  testClock,
} from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { fundedWallet } from "../../test/ledger-fixtures.ts";
import type { Database } from "../db/database.ts";
import { decideSandbox } from "../rails/sandbox-rail.ts";
import { findAccount, getAccount, openAccount, setHot, systemAccount } from "./accounts.ts";
import { sweep } from "./sweeper.ts";
import {
  rollUp,
  rollUpAll,
  transfer,
  type TransferRequest,
  transferWithin,
  violations,
} from "./transfers.ts";

/**
 * Hot accounts (migrations/0006_hot_credits.sql): credits to a merchant many payers pay at once
 * are appended without its row lock and rolled into its balance later, once.
 */
let db: Database;
beforeAll(async () => {
  db = await freshDatabase(40);
});

const rupees = (n: number) => BigInt(n) * 100n;

const merchant = () =>
  openAccount(db, {
    ownerKind: "merchant",
    ownerId: `shop-${uuidv7()}`,
    kind: "settlement",
    currency: "INR",
  });

const payment = (from: string, to: string, amount: bigint): TransferRequest => ({
  id: uuidv7(),
  kind: "merchant_payment",
  mode: "post",
  legs: [
    { account: from, amount: -amount },
    { account: to, amount },
  ],
});

/** The account's postings, as (version, amount, balance after), in version order. */
async function postingsOf(account: string) {
  const { rows } = await db.query<{ version: bigint; amount: bigint; balance_after: bigint }>(
    "SELECT version, amount, balance_after FROM postings WHERE account_id = $1 ORDER BY version",
    [account],
  );
  return rows;
}

/**
 * Runs `request` in a transaction of its own that may wait at most `lockTimeout` for a row
 * lock: PostgreSQL answers 55P03 (lock_not_available) when it would have to wait longer.
 */
const transferNotWaiting = (request: TransferRequest, lockTimeout = "2s") =>
  db.transaction(async (tx) => {
    await tx.query(`SET LOCAL lock_timeout = '${lockTimeout}'`);
    return transferWithin(tx, request);
  });

describe("a hot account", () => {
  it("is credited while another transaction holds its row lock; an ordinary account is not", async () => {
    const shop = await merchant();
    const other = await fundedWallet(db, 0n);
    const payer = await fundedWallet(db, rupees(100));
    expect(shop.hot).toBe(true);
    expect(other.hot).toBe(false);

    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    let locked!: () => void;
    const lockTaken = new Promise<void>((done) => (locked = done));
    // A roll-up or a debit of both accounts, holding their row locks until the test lets go.
    const holder = db.transaction(async (tx) => {
      await tx.query("SELECT 1 FROM accounts WHERE id = ANY($1::uuid[]) FOR NO KEY UPDATE", [
        [shop.id, other.id],
      ]);
      locked();
      await released;
    });
    await lockTaken;
    try {
      const hot = await transferNotWaiting(payment(payer.id, shop.id, rupees(10)));
      expect(hot).toMatchObject({ outcome: "created", transfer: { status: "posted" } });
      // The control: the same payment into an ordinary account waits for its lock.
      await expect(
        transferNotWaiting(payment(payer.id, other.id, rupees(10)), "200ms"),
      ).rejects.toMatchObject({ code: "55P03" });
    } finally {
      release();
      await holder;
    }
    expect(await getAccount(db, shop.id)).toMatchObject({
      balance: rupees(10),
      rolledBalance: 0n,
      unrolled: rupees(10),
      version: 0n,
    });
    expect(await violations(db)).toEqual([]);
  });

  it("takes every one of many concurrent payments from many payers, and rolls them up once", async () => {
    const shop = await merchant();
    const payers = await Promise.all(
      Array.from({ length: 40 }, () => fundedWallet(db, rupees(1_000))),
    );
    const retried: string[] = [];
    const amounts = payers.flatMap((_, i) => [1, 2, 3, 4, 5].map((k) => rupees(i + k)));
    const results = await Promise.allSettled(
      amounts.map((amount, n) =>
        transfer(db, payment(payers[n % payers.length]!.id, shop.id, amount), {
          onRetry: (state) => retried.push(state),
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(retried).toEqual([]);
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);

    // Before the roll-up: the balance its owner is shown has every payment, none is posted yet.
    expect(await getAccount(db, shop.id)).toMatchObject({
      balance: total,
      rolledBalance: 0n,
      unrolled: total,
      version: 0n,
    });
    expect(await violations(db)).toEqual([]);

    expect(await rollUp(db, shop.id)).toBe(amounts.length);
    expect(await rollUp(db, shop.id)).toBe(0);
    expect(await getAccount(db, shop.id)).toMatchObject({
      balance: total,
      rolledBalance: total,
      unrolled: 0n,
      version: BigInt(amounts.length),
    });
    const postings = await postingsOf(shop.id);
    expect(postings.map((p) => p.version)).toEqual(amounts.map((_, i) => BigInt(i + 1)));
    expect(postings.at(-1)!.balance_after).toBe(total);
    expect(await violations(db)).toEqual([]);
  });

  it("rolls each credit up exactly once when roll-ups race each other, the sweepers and a debit", async () => {
    const shop = await merchant();
    const bank = await systemAccount(db, "bank", "INR");
    const payers = await Promise.all(
      Array.from({ length: 10 }, () => fundedWallet(db, rupees(1_000))),
    );
    // The sweepers roll up every hot account, and a sweep answers one total: the earlier tests'
    // shops are rolled up first, so that what the sweeps count below is this shop's credits only.
    await rollUpAll(db);
    for (const round of [1, 2, 3]) {
      // 30 payments in, then everything at once: 30 more payments, 6 roll-ups, 3 sweeps, and
      // the merchant paying out everything it holds at the start of the round.
      const inFirst = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          transfer(db, payment(payers[n % 10]!.id, shop.id, rupees(1 + (n % 7)))),
        ),
      );
      expect(inFirst.every((r) => r.outcome === "created")).toBe(true);
      const before = (await getAccount(db, shop.id))!;
      const payout = payment(shop.id, bank.id, before.balance);
      const [payoutResult, rolls, sweeps, inSecond] = await Promise.all([
        transfer(db, payout),
        Promise.all(Array.from({ length: 6 }, () => rollUp(db, shop.id))),
        Promise.all(Array.from({ length: 3 }, () => sweep(db, decideSandbox))),
        Promise.all(
          Array.from({ length: 30 }, (_, n) =>
            transfer(db, payment(payers[n % 10]!.id, shop.id, rupees(2))),
          ),
        ),
      ]);
      // Every credit made before the payout was committed, so the payout may spend all of it.
      expect(payoutResult.outcome, `round ${round}`).toBe("created");
      expect(inSecond.every((r) => r.outcome === "created")).toBe(true);
      expect(await violations(db)).toEqual([]);
      const leftOver = await rollUp(db, shop.id);
      const rolled =
        rolls.reduce((n, r) => n + r, 0) + sweeps.reduce((n, s) => n + s.rolledUp, 0) + leftOver;
      // What the racers rolled, with what the payout rolled before its debit, is every credit
      // of this round once: the versions run without a gap and the balance is what came in
      // after the payout's snapshot.
      const after = (await getAccount(db, shop.id))!;
      expect(after.unrolled).toBe(0n);
      expect(after.balance).toBe(rupees(60));
      const postings = await postingsOf(shop.id);
      expect(postings.map((p) => p.version)).toEqual(postings.map((_, i) => BigInt(i + 1)));
      expect(after.version).toBe(BigInt(postings.length));
      expect(rolled).toBeLessThanOrEqual(60);
      const { rows } = await db.query<{ rolled: number; postings: number }>(
        `SELECT count(*) FILTER (WHERE rolled_version IS NOT NULL)::int AS rolled,
                (SELECT count(*)::int FROM postings WHERE account_id = $1 AND amount > 0) AS postings
           FROM hot_credits WHERE account_id = $1`,
        [shop.id],
      );
      expect(rows[0]).toEqual({ rolled: round * 60, postings: round * 60 });
      expect(await violations(db)).toEqual([]);
      // The next round starts from what this one left: pay it out first.
      await transfer(db, payment(shop.id, bank.id, after.balance));
    }
  });

  it("never lets a debit spend a credit that is not committed, nor count one twice", async () => {
    const shop = await merchant();
    const bank = await systemAccount(db, "bank", "INR");
    const payer = await fundedWallet(db, rupees(100));
    await transfer(db, payment(payer.id, shop.id, rupees(10)));

    let commit!: () => void;
    const committing = new Promise<void>((done) => (commit = done));
    let appended!: () => void;
    const creditMade = new Promise<void>((done) => (appended = done));
    // A payment of ₹5 into the shop, made but not committed until the test says so.
    const open = db.transaction(async (tx) => {
      await transferWithin(tx, payment(payer.id, shop.id, rupees(5)));
      appended();
      await committing;
    });
    await creditMade;
    try {
      // ₹15 would need the uncommitted ₹5: refused, and the refusal wrote nothing.
      await expect(transfer(db, payment(shop.id, bank.id, rupees(15)))).rejects.toMatchObject({
        code: "insufficient_funds",
        detail: shop.id,
      });
      // ₹10 is what is committed: paid, with the committed credit rolled up first.
      expect(await transfer(db, payment(shop.id, bank.id, rupees(10)))).toMatchObject({
        outcome: "created",
      });
    } finally {
      commit();
      await open;
    }
    expect(await getAccount(db, shop.id)).toMatchObject({
      balance: rupees(5),
      rolledBalance: 0n,
      unrolled: rupees(5),
      version: 2n,
    });
    // The ₹5 once rolled up is spendable, once: ₹6 is refused, ₹5 goes.
    await expect(transfer(db, payment(shop.id, bank.id, rupees(6)))).rejects.toMatchObject({
      code: "insufficient_funds",
    });
    await transfer(db, payment(shop.id, bank.id, rupees(5)));
    expect(await getAccount(db, shop.id)).toMatchObject({ balance: 0n, unrolled: 0n });
    expect((await postingsOf(shop.id)).map((p) => [p.amount, p.balance_after])).toEqual([
      [rupees(10), rupees(10)],
      [-rupees(10), 0n],
      [rupees(5), rupees(5)],
      [-rupees(5), 0n],
    ]);
    expect(await violations(db)).toEqual([]);
  });

  it("holds against its unrolled credits, and a settled hold into a hot account is appended", async () => {
    const shop = await merchant();
    const payer = await fundedWallet(db, rupees(50));
    const rail = await openAccount(db, {
      ownerKind: "merchant",
      ownerId: `rail-${uuidv7()}`,
      kind: "settlement",
      currency: "INR",
    });
    await transfer(db, payment(payer.id, shop.id, rupees(30)));
    // The shop's money out, held: the ₹30 credit is rolled up first, so it can be held.
    const held = { ...payment(shop.id, rail.id, rupees(30)), mode: "hold" as const };
    expect(await transfer(db, held)).toMatchObject({ outcome: "created" });
    expect(await getAccount(db, shop.id)).toMatchObject({ balance: rupees(30), held: rupees(30) });
    const { rows } = await db.query<{ status: string; moved: boolean }>(
      "SELECT * FROM ledger_resolve($1, 'posted', null)",
      [held.id],
    );
    expect(rows[0]).toEqual({ status: "posted", moved: true });
    expect(await getAccount(db, shop.id)).toMatchObject({ balance: 0n, held: 0n });
    expect(await getAccount(db, rail.id)).toMatchObject({
      balance: rupees(30),
      unrolled: rupees(30),
    });
    expect(await violations(db)).toEqual([]);
    expect((await sweep(db, decideSandbox)).rolledUp).toBeGreaterThanOrEqual(1);
    expect(await getAccount(db, rail.id)).toMatchObject({
      rolledBalance: rupees(30),
      unrolled: 0n,
    });
    expect(await violations(db)).toEqual([]);
  });

  it("shows a tampered roll-up in ledger_violations", async () => {
    // The view is what every test trusts: a credit posted while it is still unrolled (counted
    // twice) must show. Done in a transaction that is rolled back.
    const shop = await merchant();
    const payer = await fundedWallet(db, rupees(20));
    const first = payment(payer.id, shop.id, rupees(4));
    await transfer(db, first);
    await transfer(db, payment(payer.id, shop.id, rupees(6)));
    const found = await db
      .transaction(async (tx) => {
        await tx.query(
          `INSERT INTO postings (transfer_id, leg, account_id, amount, balance_after, version)
           SELECT transfer_id, leg, account_id, amount, amount, 1 FROM hot_credits
            WHERE transfer_id = $1`,
          [first.id],
        );
        const seen = await violations(tx);
        throw Object.assign(new Error("roll back"), { seen });
      })
      .catch((error: { seen?: { invariant: string }[] }) => error.seen ?? []);
    expect(found.map((v) => v.invariant)).toEqual(
      expect.arrayContaining(["hot_credit_posted_twice", "transfer_unbalanced"]),
    );
    expect(await violations(db)).toEqual([]);
  });
});

describe("a hot account over the API", () => {
  const newPhone = phoneNumbers("86");

  it("shows its owner every payment in GET /api/me before and after the roll-up", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const shopOwner = await signInWithPin(call, newPhone());
    const customers = await Promise.all(
      Array.from({ length: 6 }, () => signInWithPin(call, newPhone())),
    );
    // A day later: no longer new devices.
    clock.advance(25 * 3_600_000);
    const again = async (who: typeof shopOwner) => ({
      ...(await signIn(call, who.user.phone, { deviceCookie: who.deviceCookie })),
      pin: who.pin,
    });
    const owner = await again(shopOwner);
    const payers = await Promise.all(customers.map(again));
    const wallet = (await findAccount(db, {
      ownerKind: "user",
      ownerId: owner.user.id,
      kind: "wallet",
      currency: "INR",
    }))!;
    await setHot(db, wallet.id, true);
    const me = async () =>
      (
        (await (await call("/api/me", { headers: { cookie: owner.cookie } })).json()) as {
          balances: { kind: string; balance: string; available: string }[];
        }
      ).balances.find((b) => b.kind === "wallet")!;
    const opening = BigInt((await me()).balance);

    // 6 customers, 4 payments of ₹100 each, all at once.
    const answers = await Promise.all(
      payers.flatMap((payer) => [1, 2, 3, 4].map(() => pay(call, payer, owner, "10000"))),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    const expected = opening + rupees(24 * 100);
    expect(await me()).toMatchObject({
      balance: String(expected),
      available: String(expected),
    });
    expect((await getAccount(db, wallet.id))!.unrolled).toBe(rupees(2_400));

    expect(await rollUp(db, wallet.id)).toBe(24);
    expect(await me()).toMatchObject({ balance: String(expected), available: String(expected) });
    expect((await getAccount(db, wallet.id))!.unrolled).toBe(0n);

    // The owner pays out of it: the wallet is debited under its lock like any other.
    const out = await pay(call, owner, payers[0]!, "250000");
    expect(out.status).toBe(201);
    // Less the ₹2,500, plus what its first payment earned (FIRST100's cashback, a credit).
    expect(BigInt((await me()).balance)).toBe(
      expected - rupees(2_500) + (await offersCredited(db, owner.user.id)),
    );
    expect(await violations(db)).toEqual([]);
  });
});
