import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";

import { freshDatabase } from "../../test/database.ts";
import { systemAccount } from "../ledger/accounts.ts";
import { transfer, violations } from "../ledger/transfers.ts";
import { pgliteDatabase, postgresDatabase } from "./database.ts";
import { migrate, pendingMigrations, readMigrations } from "./migrate.ts";

describe("migrations", () => {
  it("apply in order on PGlite (PostgreSQL 18), and the ledger works there", async () => {
    const db = await pgliteDatabase();
    const applied = await migrate(db);
    expect(applied).toEqual((await readMigrations()).map((m) => m.name));
    expect(await pendingMigrations(db)).toEqual([]);
    // A second start applies nothing.
    expect(await migrate(db)).toEqual([]);
    const bank = await systemAccount(db, "bank", "INR");
    const fees = await systemAccount(db, "fees", "INR");
    await transfer(db, {
      id: uuidv7(),
      kind: "add_money",
      mode: "post",
      legs: [
        { account: bank.id, amount: -500n },
        { account: fees.id, amount: 500n },
      ],
    });
    expect(await violations(db)).toEqual([]);
    await db.close();
  });

  it("are all applied to PostgreSQL 15, and an edited migration is refused", async () => {
    const db = await freshDatabase(2);
    const { rows } = await db.query<{ server_version: string }>("SHOW server_version");
    expect(rows[0]!.server_version).toMatch(/^15\./);
    expect(await pendingMigrations(db)).toEqual([]);
    const edited = (await readMigrations()).map((m, i) =>
      i === 0 ? { ...m, checksum: "edited" } : m,
    );
    await expect(migrate(db, edited)).rejects.toThrow(/was changed after it was applied/);
  });

  it("are applied once when processes start at once on an empty PostgreSQL 15 database", async () => {
    const empty = await freshDatabase(1, { empty: true });
    // Four processes' pools, each starting its migrations at the same moment.
    const starts = Array.from({ length: 4 }, () => postgresDatabase(empty.url, 1));
    const results = await Promise.all(starts.map((db) => migrate(db)));
    await Promise.all(starts.map((db) => db.close()));
    const names = (await readMigrations()).map((m) => m.name);
    expect(results.filter((applied) => applied.length > 0)).toEqual([names]);
    expect(await pendingMigrations(empty)).toEqual([]);
  });
});
