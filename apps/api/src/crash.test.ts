import { uuidv7 } from "uuidv7";
import { afterAll, describe, expect, it } from "vitest";

import { apiClient, startApiProcess } from "../test/api-process.ts";
import { postgresDatabase } from "./db/database.ts";
import { startLocalPostgres } from "./db/local-postgres.ts";
import { violations } from "./ledger/transfers.ts";

/**
 * The worst day: payments in flight when the API is killed (SIGKILL) and PostgreSQL stops in
 * immediate mode (no checkpoint, as a power cut). After both start again, every payment a client
 * was told succeeded is there, none is half applied, and held money is settled once.
 */
const PORT = 18_700 + (process.pid % 500);
const { post, ready, signIn } = apiClient(`http://127.0.0.1:${PORT}`);

const cluster = startLocalPostgres({ fsync: true });
afterAll(() => cluster.stop());

const startApi = () => startApiProcess(PORT, cluster.url("postgres"));

describe("a crash in the middle of payments", () => {
  it("keeps every acknowledged payment and every invariant across SIGKILL and an immediate stop", async () => {
    let api = startApi();
    await ready(api);
    const payer = await signIn("9822200001");
    await signIn("9822200002");

    // Small payments (the new device's ₹5,000 day allows 50 of ₹100), fired without waiting.
    const acknowledged: string[] = [];
    const sent: string[] = [];
    const inFlight = Array.from({ length: 50 }, async (_, i) => {
      const id = uuidv7();
      sent.push(id);
      try {
        const answer = await post(
          i % 10 === 9 ? "/api/bank-transfers" : "/api/payments",
          i % 10 === 9
            ? {
                id,
                accountNumber: "501002345678",
                branch: "HDFC0001234",
                holderName: "Ravi",
                amount: "10000",
                pin: "284913",
              }
            : { id, to: { phone: "9822200002" }, amount: "10000", currency: "INR", pin: "284913" },
          payer,
        );
        if (answer.status === 201) acknowledged.push(id);
      } catch {
        // the connection died with the API: the client does not know, and must not assume
      }
    });
    // Kill once the first payments are acknowledged, with the rest still in flight.
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    api.kill("SIGKILL");
    cluster.stop("immediate", { keep: true });
    await Promise.all(inFlight);

    cluster.start();
    api = startApi();
    await ready(api);
    const db = postgresDatabase(cluster.url("postgres"), 2);
    try {
      const { rows } = await db.query<{ id: string; status: string; postings: number }>(
        `SELECT t.id, t.status, (SELECT count(*)::int FROM postings p WHERE p.transfer_id = t.id) AS postings
           FROM transfers t WHERE t.id = ANY($1)`,
        [sent],
      );
      const stored = new Map(rows.map((row) => [row.id, row]));
      console.info(
        `crash: ${sent.length} sent, ${acknowledged.length} acknowledged, ${rows.length} stored`,
      );
      for (const id of acknowledged)
        expect(stored.has(id), `acknowledged ${id} is stored`).toBe(true);
      for (const row of rows) {
        expect(
          row.postings === 0 || row.postings === 2,
          `transfer ${row.id} whole or not at all`,
        ).toBe(true);
      }
      expect(await violations(db)).toEqual([]);
      // The held bank transfers are settled by the restarted API's sweeper, each once.
      await db.query(
        "UPDATE transfers SET metadata = metadata || '{\"settle_at\":\"2000-01-01T00:00:00Z\"}' WHERE status = 'pending'",
      );
      for (;;) {
        const pending = await db.query("SELECT 1 FROM transfers WHERE status = 'pending'");
        if (pending.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await violations(db)).toEqual([]);
    } finally {
      await db.close();
      api.kill("SIGTERM");
    }
  });
});
