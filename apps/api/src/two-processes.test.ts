import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, type ApiProcess, startApiProcess } from "../test/api-process.ts";
import { readEvents } from "../test/events.ts";
import { type Database, postgresDatabase } from "./db/database.ts";
import { type LocalPostgres, startLocalPostgres } from "./db/local-postgres.ts";
import { violations } from "./ledger/transfers.ts";

/**
 * Two API processes over one PostgreSQL, as replicas behind nginx: requests sent at once and
 * split between them keep every rule that the single-process tests show, because the rules live
 * in the database's row locks and unique keys, not in a process's memory.
 */
const PORT = 17_200 + (process.pid % 500);
const clients = [apiClient(`http://127.0.0.1:${PORT}`), apiClient(`http://127.0.0.1:${PORT + 1}`)];
/** The process that takes the `i`-th request: one, then the other. */
const via = (i: number) => clients[i % 2]!;

let cluster: LocalPostgres;
let processes: ApiProcess[] = [];
let db: Database;
beforeAll(async () => {
  cluster = startLocalPostgres({ fsync: false });
  // Both start at once: their migrations meet on the migrations table's lock.
  processes = [0, 1].map((i) => startApiProcess(PORT + i, cluster.url("postgres")));
  await Promise.all(clients.map((client, i) => client.ready(processes[i]!)));
  db = postgresDatabase(cluster.url("postgres"), 2);
});
afterAll(async () => {
  await db?.close();
  for (const child of processes) child.kill("SIGTERM");
  await Promise.all(
    processes.map((child) =>
      child.exitCode === null
        ? new Promise((resolve) => child.once("exit", resolve))
        : Promise.resolve(),
    ),
  );
  cluster?.stop();
});

type Me = { balances: { kind: string; balance: string }[] };
const walletOf = async (cookie: string) => {
  const me = (await (await via(0).get("/api/me", cookie)).json()) as Me;
  return BigInt(me.balances.find((b) => b.kind === "wallet")!.balance);
};

describe("two API processes over one database", () => {
  it("signs in on one and is the same session on the other", async () => {
    const cookie = await via(0).signIn("9833300001");
    const [first, second] = await Promise.all(clients.map((c) => c.get("/api/me", cookie)));
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(200);
    expect(await second!.json()).toEqual(await first!.json());
  });

  it("lets 60 payments sent at once through both keep the day's limit exactly (50 of ₹100)", async () => {
    const payer = await via(0).signIn("9833300002");
    await via(1).signIn("9833300003");
    const before = await walletOf(payer);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        via(i).post(
          "/api/payments",
          {
            id: uuidv7(),
            to: { phone: "9833300003" },
            amount: "10000",
            currency: "INR",
            pin: "284913",
          },
          payer,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // A new device may send ₹5,000 in its first day: exactly 50 of ₹100, whichever process.
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 422)).toBe(
      true,
    );
    const taken = new Set(answers.filter((a) => a.status === 201).map((a) => a.url));
    expect(taken.size, "both processes took payments").toBe(2);
    // The first of them earned FIRST100's 10% of ₹100 (₹10), once, whichever process took it.
    expect(await walletOf(payer)).toBe(before - 50n * 10_000n + 1_000n);
    expect(await violations(db)).toEqual([]);
  });

  it("makes one payment of one id sent 20 times at once through both, and 19 replays", async () => {
    const payer = await via(1).signIn("9833300004");
    await via(0).signIn("9833300005");
    const before = await walletOf(payer);
    const payment = {
      id: uuidv7(),
      to: { phone: "9833300005" },
      amount: "25000",
      currency: "INR",
      pin: "284913",
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => via(i).post("/api/payments", payment, payer)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const replayed = answers.filter((a) => a.headers.get("idempotent-replayed") === "true");
    expect(replayed).toHaveLength(19);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    // The first payment earned FIRST100's ₹25 once, not once per replay.
    expect(await walletOf(payer)).toBe(before - 25_000n + 2_500n);
    const { rows } = await db.query("SELECT 1 FROM transfers WHERE id = $1", [payment.id]);
    expect(rows).toHaveLength(1);
    expect(await violations(db)).toEqual([]);
  });

  it("tells a payee listening on one process of a payment the other process took", async () => {
    const payer = await via(0).signIn("9833300006");
    const payee = await via(1).signIn("9833300007");
    const listening = await via(1).get("/api/events", payee);
    expect(listening.status).toBe(200);
    const events = readEvents(listening);
    await events.next((event) => event.event === "ready");
    const id = uuidv7();
    const paid = await via(0).post(
      "/api/payments",
      { id, to: { phone: "9833300007" }, amount: "12300", currency: "INR", pin: "284913" },
      payer,
    );
    expect(paid.status).toBe(201);
    const event = await events.next((e) => e.event === "transfer");
    expect(JSON.parse(event.data)).toMatchObject({
      transfer: { id, direction: "received", amount: "12300" },
    });
    await events.close();
  });
});
