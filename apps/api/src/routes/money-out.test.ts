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

let zambian = 0;
const newZambianPhone = () =>
  `97${String(process.pid % 1000).padStart(3, "0")}${String(++zambian).padStart(4, "0")}`;

/** Someone signed in on a browser that is a day old (the new-device limit no longer applies). */
async function someone(config: Parameters<typeof testApp>[3] = {}, country: "IN" | "ZM" = "IN") {
  const clock = testClock();
  const { call } = testApp(db, clock, undefined, config);
  const phone = country === "IN" ? newPhone() : newZambianPhone();
  const first = await signInWithPin(call, phone, undefined, { country });
  clock.advance(25 * 3_600_000);
  const again = await signIn(call, first.user.phone, {
    deviceCookie: first.deviceCookie,
    country,
  });
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
  const notes = async () => {
    const answer = await call("/api/me/transfers", { headers: { cookie: again.cookie } });
    const { transfers } = (await answer.json()) as {
      transfers: { kind: string; note: string | null; counterparty: { name: string } }[];
    };
    return transfers.map((t) => `${t.kind} ${t.counterparty.name} ${t.note ?? ""}`.trim());
  };
  return { call, clock, cookie: again.cookie, pin: first.pin, send, balances, history, notes };
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
    // The bill is the account's first payment: FIRST100 (10%, up to ₹100) and BILLS5 (5% of a
    // bill of ₹200 or more, up to ₹50) credit their cashback, each as its own entry.
    const paid = lookup.bill.amount.minor;
    const first = Math.min(100_00, Math.floor(paid / 10 / 100) * 100);
    const bills5 = paid >= 200_00 ? Math.min(50_00, Math.floor(paid / 20 / 100) * 100) : 0;
    expect(await balances()).toMatchObject({
      wallet: `${1_250_000 - paid + first + bills5}/0`,
    });
    expect(await violations(db)).toEqual([]);
  });
});

describe("mobile recharge", () => {
  const jio299 = { operator: "jio", number: "9059012345", plan: "jio-299" };

  it("recharges a plan at the operator's price once per id; RECHARGE20 and the first payment's cashback are entries of their own", async () => {
    const { send, balances, history, notes } = await someone();
    const id = uuidv7();
    const response = await send("/api/recharges", { ...jio299, id });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as {
      transfer: { id: string; kind: string; status: string; amount: string };
      offers: { code: string; amount: string }[];
    };
    expect(answer.transfer).toMatchObject({
      id,
      kind: "recharge",
      status: "posted",
      amount: "29900",
    });
    // The first payment: 10% of ₹299 is ₹29 (whole rupees); RECHARGE20 ₹20 on ₹249 or more.
    expect(answer.offers.map((o) => `${o.code} ${o.amount}`).sort()).toEqual([
      "FIRST100 2900",
      "RECHARGE20 2000",
    ]);
    expect(await balances()).toMatchObject({ wallet: `${1_250_000 - 29_900 + 4_900}/0` });
    expect(await notes()).toEqual([
      "cashback SangamPay RECHARGE20",
      "cashback SangamPay FIRST100",
      "recharge Jio",
    ]);

    // The same id again (a retry): the same answer, nothing moved, no second cashback.
    const again = await send("/api/recharges", { ...jio299, id });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(answer);
    expect(await balances()).toMatchObject({ wallet: `${1_250_000 - 29_900 + 4_900}/0` });
    // The same id with another plan is another payment: refused.
    const other = await send("/api/recharges", { ...jio299, plan: "jio-239", id });
    expect(other.status).toBe(409);

    // A second recharge earns RECHARGE20 again, and no first-payment cashback.
    const second = await send("/api/recharges", jio299);
    expect(((await second.json()) as { offers: { code: string }[] }).offers).toMatchObject([
      { code: "RECHARGE20", amount: "2000" },
    ]);
    expect(await balances()).toMatchObject({
      wallet: `${1_250_000 - 2 * 29_900 + 4_900 + 2_000}/0`,
    });
    expect(await history()).toEqual([
      "cashback posted received 2000",
      "recharge posted sent 29900",
      "cashback posted received 2000",
      "cashback posted received 2900",
      "recharge posted sent 29900",
    ]);
    expect(await violations(db)).toEqual([]);
  });

  it("credits the first payment's cashback once when three first payments go at once", async () => {
    const { send, notes } = await someone();
    const answers = await Promise.all(
      ["jio-239", "jio-299", "jio-719"].map((plan) => send("/api/recharges", { ...jio299, plan })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const lines = await notes();
    // One FIRST100, on whichever went first; RECHARGE20 on the ₹299 and ₹719 plans (the ₹239
    // plan is under its ₹249 minimum).
    expect(lines.filter((line) => line.endsWith("FIRST100"))).toHaveLength(1);
    expect(lines.filter((line) => line.endsWith("RECHARGE20"))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith("recharge"))).toHaveLength(3);
    expect(await violations(db)).toEqual([]);
  });

  it("refuses a wrong PIN, another operator's plan, a number of another country, and both a plan and an amount", async () => {
    const { call, cookie, send, balances } = await someone();
    const wrongPin = await call("/api/recharges", {
      method: "POST",
      json: { id: uuidv7(), ...jio299, pin: "902716" },
      headers: { cookie },
    });
    expect(wrongPin.status).toBe(401);
    expect(((await wrongPin.json()) as { error: { code: string } }).error.code).toBe("wrong_pin");
    const otherPlan = await send("/api/recharges", { ...jio299, operator: "airtel" });
    expect(otherPlan.status).toBe(404);
    const abroad = await send("/api/recharges", { ...jio299, number: "0971234567" });
    expect(abroad.status).toBe(400);
    expect(await abroad.json()).toMatchObject({ error: { issues: [{ path: "number" }] } });
    const both = await send("/api/recharges", { ...jio299, amount: "29900" });
    expect(both.status).toBe(400);
    expect(await balances()).toMatchObject({ wallet: "1250000/0" });
    expect(await violations(db)).toEqual([]);
  });

  it("sells Zambian airtime for an amount and bundles at their price; over the limit for one payment is refused", async () => {
    const { send, balances, notes } = await someone({}, "ZM");
    const before = await balances();
    const airtime = await send("/api/recharges", {
      operator: "MTN",
      number: "0961234567",
      amount: "6000",
    });
    expect(airtime.status).toBe(201);
    // K60 is the first payment (10%: K6) and earns AIRTIME5 (K5 on K50 or more).
    expect(await notes()).toEqual([
      "cashback SangamPay AIRTIME5",
      "cashback SangamPay FIRST25",
      "recharge MTN",
    ]);
    const wallet = (line: string | undefined) => BigInt(line!.split("/")[0]!);
    expect(wallet((await balances()).wallet)).toBe(wallet(before.wallet) - 6_000n + 1_100n);
    const bundle = await send("/api/recharges", {
      operator: "MTN",
      number: "0961234567",
      plan: "mtn-data-week",
    });
    expect(((await bundle.json()) as { transfer: { amount: string } }).transfer.amount).toBe(
      "4000",
    );
    const over = await send("/api/recharges", {
      operator: "Airtel",
      number: "0971234567",
      amount: "2500001",
    });
    expect(over.status).toBe(422);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe("limit_exceeded");
    expect(await violations(db)).toEqual([]);
  });
});
