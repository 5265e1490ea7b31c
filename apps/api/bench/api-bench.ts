// `pnpm bench:api`: transfers per second and latency of the money path on PostgreSQL 15 (fsync
// on) and on PGlite, then of whole payments over HTTP with their PIN check; ledger_violations
// is checked after each run. Loopback only, bounded in time (BENCH_SECONDS, default 10 each).
import { performance } from "node:perf_hooks";

import { uuidv7 } from "uuidv7";

import { hashPin } from "../src/auth/pin.ts";
import { addDevice, startSession } from "../src/auth/sessions.ts";
import { findOrOpenUser } from "../src/auth/users.ts";
import { type Database, pgliteDatabase, postgresDatabase } from "../src/db/database.ts";
import { startLocalPostgres } from "../src/db/local-postgres.ts";
import { migrate } from "../src/db/migrate.ts";
import { openAccount, setHot, systemAccount } from "../src/ledger/accounts.ts";
import { rollUp, transfer, violations } from "../src/ledger/transfers.ts";
import { testApp, testSecrets } from "../test/app.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);

interface Result {
  name: string;
  done: number;
  refused: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  violations: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs `work` from WORKERS loops for SECONDS; answers the throughput and latency. */
async function load(
  name: string,
  db: Database,
  work: (worker: number) => Promise<void>,
): Promise<Result> {
  const latencies: number[] = [];
  let refused = 0;
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await work(worker);
          latencies.push(performance.now() - t0);
        } catch {
          refused++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    done: latencies.length,
    refused,
    perSecond: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    violations: (await violations(db)).length,
  };
}

async function wallets(db: Database, n: number) {
  const bank = await systemAccount(db, "bank", "INR");
  const accounts = [];
  for (let i = 0; i < n; i++) {
    const wallet = await openAccount(db, {
      ownerKind: "user",
      ownerId: `bench-${uuidv7()}`,
      kind: "wallet",
      currency: "INR",
    });
    await transfer(db, {
      id: uuidv7(),
      kind: "add_money",
      mode: "post",
      legs: [
        { account: bank.id, amount: -100_000_000n },
        { account: wallet.id, amount: 100_000_000n },
      ],
    });
    accounts.push(wallet.id);
  }
  return accounts;
}

async function ledgerRuns(label: string, db: Database): Promise<Result[]> {
  await migrate(db);
  const accounts = await wallets(db, 200);
  const shop = (name: string) =>
    openAccount(db, { ownerKind: "merchant", ownerId: name, kind: "settlement", currency: "INR" });
  // A merchant's account is hot (its credits appended, then rolled up); the same account made
  // ordinary again takes every credit under its row lock, as before migration 0006.
  const merchant = await shop(`hot-${uuidv7()}`);
  const locked = await shop(`locked-${uuidv7()}`);
  await setHot(db, locked.id, false);
  const pay = (from: string, to: string) =>
    transfer(db, {
      id: uuidv7(),
      kind: "p2p",
      mode: "post",
      legs: [
        { account: from, amount: -100n },
        { account: to, amount: 100n },
      ],
    }).then(() => undefined);
  const pick = () => accounts[Math.floor(Math.random() * accounts.length)]!;
  const spread = await load(`${label}: ledger path, 200 accounts`, db, async () => {
    const from = pick();
    let to = pick();
    while (to === from) to = pick();
    await pay(from, to);
  });
  const hot = await load(`${label}: ledger path, all into one merchant (hot)`, db, () =>
    pay(pick(), merchant.id),
  );
  const started = performance.now();
  const rolled = await rollUp(db, merchant.id);
  const rollUpMs = Math.round(performance.now() - started);
  console.log(`${label}: one roll-up folded ${rolled} credits into the merchant in ${rollUpMs} ms`);
  // Checked with the credits appended (by load) and again once they are rolled up.
  const rolledUp = { ...hot, violations: hot.violations + (await violations(db)).length };
  const rowLock = await load(
    `${label}: ledger path, all into one account under its row lock`,
    db,
    () => pay(pick(), locked.id),
  );
  return [spread, rolledUp, rowLock];
}

async function httpRun(db: Database): Promise<Result> {
  // The app as the tests build it (sandbox SMS and mail, test secrets), called in-process.
  const { app } = testApp(db);
  const secrets = testSecrets;
  // Payers whose devices are two days old (no new-device limit), signed in, with a PIN.
  const pinHash = await hashPin(secrets, "284913");
  const lastWeek = new Date(Date.now() - 2 * 24 * 3_600_000);
  const payers: string[] = [];
  for (let i = 0; i < WORKERS; i++) {
    const user = await findOrOpenUser(db, `+9199${String(i).padStart(8, "0")}`);
    await db.query("UPDATE users SET pin_hash = $2 WHERE id = $1", [user.id, pinHash]);
    const device = await addDevice(db, user.id, "bench", lastWeek);
    const { token } = await startSession(db, user.id, device, new Date());
    payers.push(`sp_session=${token}`);
  }
  const payee = await findOrOpenUser(db, "+919899999999");
  return load(
    "PostgreSQL 15: whole payment over HTTP (session, PIN, limits, ledger)",
    db,
    async (worker) => {
      const response = await app.request("http://bench/api/payments", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: payers[worker]! },
        body: JSON.stringify({
          id: uuidv7(),
          to: { phone: payee.phone },
          amount: "100",
          currency: "INR",
          pin: "284913",
        }),
      });
      if (response.status !== 201) throw new Error(String(response.status));
    },
  );
}

const cluster = startLocalPostgres({ fsync: true });
const results: Result[] = [];
try {
  const pg = postgresDatabase(cluster.url("postgres"), WORKERS + 4);
  results.push(...(await ledgerRuns("PostgreSQL 15", pg)));
  results.push(await httpRun(pg));
  await pg.close();
  const lite = await pgliteDatabase();
  results.push(...(await ledgerRuns("PGlite", lite)));
  await lite.close();
} finally {
  cluster.stop();
}
console.log(`${WORKERS} concurrent clients, ${SECONDS} s each, fsync on`);
console.log("| run | transfers/s | p50 ms | p95 ms | p99 ms | refused | ledger_violations |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.refused} | ${r.violations} |`,
  );
}
if (results.some((r) => r.violations > 0)) process.exit(1);
