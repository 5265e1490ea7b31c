import type { Database } from "../db/database.ts";
import { resolve, rollUpAll } from "./transfers.ts";

/** How an outside rail decides a pending transfer once its settlement time has come. */
export type RailDecision = { outcome: "posted" } | { outcome: "voided"; reason: string };

export interface SweepResult {
  /** Pending transfers this sweep expired (their hold ran out). */
  expired: number;
  /** Pending rail transfers this sweep posted or voided. */
  settled: number;
  /** Cross-border quotes whose time ran out unused. */
  quotesExpired: number;
  /** Credits to hot accounts this sweep rolled into their balances. */
  rolledUp: number;
}

/**
 * One pass of the sweeper: settles rail transfers whose time has come, expires holds whose
 * time has run out, and rolls hot accounts' appended credits into their balances. Any number of sweepers may run at once (in several API processes): each
 * transfer moves once, because `ledger_resolve` takes the transfer's row lock and moves only a
 * pending one, and answers `moved` to that one call only.
 */
export async function sweep(
  db: Database,
  decide: (metadata: Record<string, unknown>) => RailDecision,
  now = new Date(),
  batch = 100,
): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, settled: 0, quotesExpired: 0, rolledUp: 0 };
  const due = await db.query<{ id: string; metadata: Record<string, unknown> }>(
    `SELECT id, metadata FROM transfers
      WHERE status = 'pending' AND metadata ? 'settle_at'
        AND (metadata ->> 'settle_at')::timestamptz <= $1
        AND (expires_at IS NULL OR expires_at > $1)
      ORDER BY created_at LIMIT $2`,
    [now, batch],
  );
  for (const row of due.rows) {
    const decision = decide(row.metadata);
    const moved = await resolve(
      db,
      row.id,
      decision.outcome,
      decision.outcome === "voided" ? decision.reason : undefined,
    );
    if (moved.moved) result.settled++;
  }
  const stale = await db.query<{ id: string }>(
    `SELECT id FROM transfers WHERE status = 'pending' AND expires_at <= $1
      ORDER BY expires_at LIMIT $2`,
    [now, batch],
  );
  for (const row of stale.rows) {
    const moved = await resolve(db, row.id, "expired", "expired");
    if (moved.moved) result.expired++;
  }
  // One statement: each quote is expired by exactly one sweeper, however many run.
  const quotes = await db.query(
    `UPDATE fx_quotes SET expired_at = $1
      WHERE used_by IS NULL AND expired_at IS NULL AND expires_at <= $1`,
    [now],
  );
  result.quotesExpired = quotes.rowCount;
  // Last, so the credits of the transfers settled above are rolled up in this pass.
  result.rolledUp = await rollUpAll(db, batch);
  return result;
}
