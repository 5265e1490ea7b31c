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
import type { Database } from "../db/database.ts";
import { violations } from "../ledger/transfers.ts";

// PostgreSQL 15, not PGlite: PGlite runs one transaction at a time and would hide a deadlock.
let db: Database;
beforeAll(async () => {
  db = await freshDatabase(24);
});

const newPhone = phoneNumbers("88");

type Call = ReturnType<typeof testApp>["call"];
const walletOf = async (call: Call, cookie: string) => {
  const me = (await (await call("/api/me", { headers: { cookie } })).json()) as {
    balances: { kind: string; balance: string }[];
  };
  return BigInt(me.balances.find((b) => b.kind === "wallet")!.balance);
};

const PEOPLE = 10;
const PAYMENTS = 200;
const ROUNDS = 3;

describe("payments both ways between the same people at once", () => {
  const clock = testClock();
  let call: Call;
  let lines: string[];
  const people: { cookie: string; pin: string; user: { id: string; phone: string } }[] = [];
  /** What offers credited each person so far (each one's first payment earns FIRST100). */
  let credited: bigint[] = [];
  let wallets: bigint[] = [];
  let total = 0n;

  beforeAll(async () => {
    ({ call, lines } = testApp(db, clock));
    const first = [];
    for (let i = 0; i < PEOPLE; i++) first.push(await signInWithPin(call, newPhone()));
    // Signed in again a day later on the same browsers: no longer new devices, so the day's
    // limit (not a new device's ₹5,000) applies and every payment below fits under it.
    clock.advance(25 * 3_600_000);
    for (const who of first) {
      const again = await signIn(call, who.user.phone, { deviceCookie: who.deviceCookie });
      people.push({ ...again, pin: who.pin });
    }
    wallets = await Promise.all(people.map((p) => walletOf(call, p.cookie)));
    total = wallets.reduce((a, b) => a + b, 0n);
    credited = people.map(() => 0n);
  });

  it.each(Array.from({ length: ROUNDS }, (_, round) => round))(
    `round %i: each of ${PAYMENTS} payments at once is posted or refused for want of money, never a 500`,
    async (round) => {
      // Each pair pays in both directions at once: i → j next to j → i. Some payers may run out
      // (a 422, never a 500).
      const payments = Array.from({ length: PAYMENTS / 2 }, (_, k) => {
        const i = (k + round) % PEOPLE;
        const j = (i + 1 + (k % (PEOPLE - 1))) % PEOPLE;
        const amount = BigInt(10_000 + ((k * 7_919 + round * 104_729) % 100_000));
        return [
          { from: i, to: j, amount },
          { from: j, to: i, amount: amount + 100n },
        ];
      }).flat();
      const responses = await Promise.all(
        payments.map((p) =>
          pay(call, people[p.from]!, people[p.to]!, String(p.amount), uuidv7()).then(
            async (response) => ({ ...p, status: response.status, body: await response.text() }),
          ),
        ),
      );
      const statuses: Record<number, number> = {};
      for (const r of responses) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      // Only answers a client can act on: posted, or refused for want of money.
      expect(statuses).toEqual({
        201: statuses[201],
        ...(statuses[422] && { 422: statuses[422] }),
      });
      for (const refused of responses.filter((r) => r.status === 422)) {
        expect(JSON.parse(refused.body)).toEqual({
          error: { code: "insufficient_funds", message: "Not enough money for this payment." },
        });
      }
      // Each wallet moved by exactly the payments answered 201 and the offers they earned (each
      // a transfer of its own), and no other money was made or lost.
      for (const r of responses.filter((r) => r.status === 201)) {
        wallets[r.from]! -= r.amount;
        wallets[r.to]! += r.amount;
      }
      const now = await Promise.all(people.map((p) => offersCredited(db, p.user.id)));
      now.forEach((sum, i) => (wallets[i]! += sum - credited[i]!));
      credited = now;
      const after = await Promise.all(people.map((p) => walletOf(call, p.cookie)));
      expect(after).toEqual(wallets);
      expect(after.reduce((a, b) => a + b, 0n)).toBe(total + now.reduce((a, b) => a + b, 0n));
      expect(await violations(db)).toEqual([]);
      // No payment had to be run again: the locks never formed a cycle.
      expect(lines.filter((line) => /retried|deadlock|40P01/.test(line))).toEqual([]);
    },
    300_000,
  );
});
