import { lookupBill } from "@repo/mock-data/billers";
import { billers } from "@repo/mock-data/billers";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { phoneNumbers, signIn, signInWithPin, testApp, testClock } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { readConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { sweep } from "../ledger/sweeper.ts";
import { violations } from "../ledger/transfers.ts";
import { decideSandbox } from "../rails/sandbox-rail.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(12);
});

const newPhone = phoneNumbers("96");

/** Someone signed in on a browser that is a day old (the new-device limit no longer applies). */
async function someone(config: Parameters<typeof testApp>[3] = {}) {
  const clock = testClock();
  const { call } = testApp(db, clock, undefined, config);
  const first = await signInWithPin(call, newPhone());
  clock.advance(25 * 3_600_000);
  const again = await signIn(call, first.user.phone, { deviceCookie: first.deviceCookie });
  const send = (path: string, json: Record<string, unknown>) =>
    call(path, {
      method: "POST",
      json: { id: uuidv7(), pin: first.pin, ...json },
      headers: { cookie: again.cookie },
    });
  const balances = async () => {
    const me = (await (await call("/api/me", { headers: { cookie: again.cookie } })).json()) as {
      balances: { kind: string; balance: string; held: string }[];
    };
    return Object.fromEntries(me.balances.map((b) => [b.kind, `${b.balance}/${b.held}`]));
  };
  const history = async () => {
    const answer = await call("/api/me/transfers", { headers: { cookie: again.cookie } });
    const { transfers } = (await answer.json()) as {
      transfers: { kind: string; status: string; direction: string; amount: string }[];
    };
    return transfers.map((t) => `${t.kind} ${t.status} ${t.direction} ${t.amount}`);
  };
  return { call, clock, cookie: again.cookie, send, balances, history };
}

describe("money between the account and the outside", () => {
  it("adds money from the linked bank to the wallet", async () => {
    const { send, balances, history } = await someone();
    const response = await send("/api/add-money", { amount: "200000" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      transfer: { kind: "add_money", status: "posted", amount: "200000" },
    });
    expect(await balances()).toEqual({ wallet: "1450000/0", bank: "3645000/0" });
    // The history lists it (and not the account's opening balance); a bank transfer follows it.
    expect(await history()).toEqual(["add_money posted received 200000"]);
    await send("/api/bank-transfers", {
      accountNumber: "501002345678",
      branch: "HDFC0001234",
      holderName: "Ravi Kumar",
      amount: "50000",
    });
    expect(await history()).toEqual([
      "bank_transfer pending sent 50000",
      "add_money posted received 200000",
    ]);
    expect(await violations(db)).toEqual([]);
  });

  it("holds a bank transfer, then the rail posts it after its delay, once", async () => {
    const { send, balances, clock, call, cookie } = await someone();
    const response = await send("/api/bank-transfers", {
      accountNumber: "501002345678",
      branch: "hdfc0001234",
      holderName: "Ravi Kumar",
      amount: "300000",
    });
    expect(response.status).toBe(201);
    const { transfer } = (await response.json()) as { transfer: { id: string; status: string } };
    expect(transfer.status).toBe("pending");
    expect(await balances()).toMatchObject({ wallet: "1250000/300000" });
    clock.advance(121_000);
    const sweeps = await Promise.all([
      sweep(db, decideSandbox, clock()),
      sweep(db, decideSandbox, clock()),
    ]);
    expect(sweeps.reduce((n, s) => n + s.settled, 0)).toBeGreaterThanOrEqual(1);
    const read = (await (
      await call(`/api/transfers/${transfer.id}`, { headers: { cookie } })
    ).json()) as {
      transfer: { status: string; counterparty: { name: string; maskedPhone: string } };
    };
    expect(read.transfer).toMatchObject({
      status: "posted",
      counterparty: { name: "Ravi Kumar", maskedPhone: "•••• 5678" },
    });
    expect(await balances()).toMatchObject({ wallet: "950000/0" });
    expect(await violations(db)).toEqual([]);
  });

  it("gives the money back when the bank does not know the account", async () => {
    const { send, balances, clock, call, cookie } = await someone();
    const response = await send("/api/bank-transfers", {
      accountNumber: "501000000000",
      branch: "HDFC0001234",
      holderName: "Nobody",
      amount: "100000",
    });
    const { transfer } = (await response.json()) as { transfer: { id: string } };
    type Read = {
      transfer: { status: string; createdAt: string; updatedAt: string; reason: string | null };
    };
    const readIt = async () =>
      (await (await call(`/api/transfers/${transfer.id}`, { headers: { cookie } })).json()) as Read;
    // While pending, it has not changed since it was made, and has no reason.
    const pending = await readIt();
    expect(pending.transfer).toMatchObject({ status: "pending", reason: null });
    expect(pending.transfer.updatedAt).toBe(pending.transfer.createdAt);
    clock.advance(121_000);
    await sweep(db, decideSandbox, clock());
    const read = await readIt();
    const { rows } = await db.query<{ resolved_at: Date }>(
      "SELECT resolved_at FROM transfers WHERE id = $1",
      [transfer.id],
    );
    expect(read.transfer).toMatchObject({
      status: "voided",
      reason: "account_not_found",
      createdAt: pending.transfer.createdAt,
      updatedAt: rows[0]!.resolved_at.toISOString(),
    });
    expect(read.transfer.updatedAt > read.transfer.createdAt).toBe(true);
    expect(await balances()).toMatchObject({ wallet: "1250000/0" });
    expect(await violations(db)).toEqual([]);
  });

  it("settles every sandbox rail after SANDBOX_RAIL_SECONDS when it is set", async () => {
    expect(readConfig({ SANDBOX_RAIL_SECONDS: "3" }).SANDBOX_RAIL_SECONDS).toBe(3);
    expect(readConfig({}).SANDBOX_RAIL_SECONDS).toBeUndefined();
    expect(() => readConfig({ SANDBOX_RAIL_SECONDS: "0" })).toThrow();
    const { send, clock, call, cookie } = await someone({ SANDBOX_RAIL_SECONDS: 3 });
    const response = await send("/api/bank-transfers", {
      accountNumber: "501002345678",
      branch: "HDFC0001234",
      holderName: "Ravi Kumar",
      amount: "10000",
    });
    const { transfer } = (await response.json()) as { transfer: { id: string } };
    const status = async () =>
      (
        (await (await call(`/api/transfers/${transfer.id}`, { headers: { cookie } })).json()) as {
          transfer: { status: string };
        }
      ).transfer.status;
    clock.advance(2_999);
    await sweep(db, decideSandbox, clock());
    expect(await status()).toBe("pending");
    clock.advance(1);
    await sweep(db, decideSandbox, clock());
    expect(await status()).toBe("posted");
    expect(await violations(db)).toEqual([]);
  });

  it("refuses a bank transfer to an IFSC that is not one", async () => {
    const { send } = await someone();
    const response = await send("/api/bank-transfers", {
      accountNumber: "501002345678",
      branch: "SBIN123",
      holderName: "Ravi",
      amount: "100",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { issues: [{ path: "branch", message: "Not an IFSC." }] },
    });
  });

  it("pays the biller's amount for a bill once, even from two tabs at once", async () => {
    const { send, balances, clock } = await someone();
    const biller = billers.find((b) => b.id === "in-bescom")!;
    const lookup = lookupBill(biller, "5512345678", clock());
    if (lookup.status !== "due") throw new Error("the sample bill should be due");
    const [one, two] = await Promise.all([
      send("/api/bills/pay", { billerId: "in-bescom", consumerNumber: "5512345678" }),
      send("/api/bills/pay", { billerId: "in-bescom", consumerNumber: "55123 45678" }),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const refused = one.status === 409 ? one : two;
    expect(await refused.json()).toEqual({
      error: { code: "already_paid", message: "This has already been paid." },
    });
    expect(await balances()).toMatchObject({ wallet: `${1_250_000 - lookup.bill.amount * 100}/0` });
    expect(await violations(db)).toEqual([]);
  });
});
