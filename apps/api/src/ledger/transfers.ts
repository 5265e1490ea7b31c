import { createHash } from "node:crypto";

import type { Database, Queryable } from "../db/database.ts";
import { sqlState } from "../db/database.ts";

/** One leg: a signed amount in the account's minor units (credit > 0, debit < 0). */
export interface Leg {
  account: string;
  amount: bigint;
}

export interface TransferRequest {
  /** Chosen by the client (a UUID): the same id is one transfer, however often it is sent. */
  id: string;
  kind: string;
  legs: readonly Leg[];
  /** "post" moves the money now; "hold" reserves the debits until the transfer is resolved. */
  mode: "post" | "hold";
  /** A bill, link or request paid once: at most one live transfer carries this key. */
  paidOnceKey?: string | undefined;
  initiator?: string | undefined;
  metadata?: Record<string, string | number | boolean | null> | undefined;
  expiresAt?: Date | undefined;
  /**
   * What the client asked for, as the caller canonicalised it: a replay must match it. Defaults
   * to the kind, legs, mode, key and initiator.
   */
  fingerprint?: string | undefined;
}

export type TransferStatus = "pending" | "posted" | "voided" | "expired";

export interface Transfer {
  id: string;
  kind: string;
  status: TransferStatus;
  legs: { account: string; amount: string; currency: string }[];
  paidOnceKey: string | null;
  metadata: Record<string, unknown>;
  reason: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

export type TransferOutcome =
  { outcome: "created" | "replayed"; transfer: Transfer } | { outcome: "conflict" };

export type RefusalCode =
  | "insufficient_funds"
  | "unbalanced_transfer"
  | "unknown_account"
  | "already_paid"
  | "unknown_transfer";

/** The ledger said no: nothing was written. */
export class LedgerRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly detail?: string,
  ) {
    super(code);
    this.name = "LedgerRefusal";
  }
}

const REFUSALS: Record<string, RefusalCode> = {
  SPL01: "insufficient_funds",
  SPL02: "unbalanced_transfer",
  SPL03: "unknown_account",
  SPL04: "already_paid",
};

/** Serialisation failures and deadlocks are safe to retry: the transaction did nothing. */
const RETRYABLE = new Set(["40001", "40P01"]);

function canonical(request: TransferRequest): string {
  return JSON.stringify([
    request.kind,
    request.mode,
    request.legs.map((leg) => [leg.account, leg.amount.toString()]),
    request.paidOnceKey ?? null,
    request.initiator ?? null,
  ]);
}

export function requestHash(request: TransferRequest): string {
  return createHash("sha256")
    .update(request.fingerprint ?? canonical(request))
    .digest("hex");
}

function translate(error: unknown): never {
  const code = REFUSALS[sqlState(error) ?? ""];
  if (code) {
    const detail = (error as { detail?: unknown }).detail;
    throw new LedgerRefusal(code, typeof detail === "string" ? detail : undefined);
  }
  throw error;
}

export interface MoneyPathOptions {
  /** Told of each retried serialisation failure or deadlock (tests assert there are none). */
  onRetry?: (sqlState: string) => void;
}

export interface MoneyTransactionOptions extends MoneyPathOptions {
  /**
   * The accounts the transaction only credits: a hot one among them is not locked, since the
   * ledger appends its credit without touching its row (migrations/0006_hot_credits.sql).
   */
  creditOnly?: readonly string[];
}

/** How often a money transaction runs before its serialisation failure or deadlock is thrown. */
const ATTEMPTS = 5;

/**
 * Runs `work` until it does not fail with a serialisation failure or deadlock, at most
 * `ATTEMPTS` times, after a short random pause that grows. `work` must be a whole transaction
 * (its own BEGIN, or one statement on its own): PostgreSQL refuses every statement of a
 * transaction after an error, so a retry inside one could only fail again.
 */
async function retrying<T>(work: () => Promise<T>, options: MoneyPathOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error) ?? "";
      if (attempt >= ATTEMPTS || !RETRYABLE.has(state)) throw error;
      options.onRetry?.(state);
      await new Promise((done) => setTimeout(done, Math.random() * 5 * 2 ** attempt));
    }
  }
}

/**
 * Locks these accounts for a money transaction, in id order: the one order every money path
 * takes (`ledger_transfer` and `ledger_resolve` lock in it too), so two transactions never wait
 * on each other in a cycle. NO KEY UPDATE: what the balance updates need, without blocking the
 * legs' foreign-key checks. Refuses an account that does not exist.
 */
async function lockAccounts(
  tx: Queryable,
  accounts: readonly string[],
  creditOnly: readonly string[] = [],
) {
  const ids = [...new Set(accounts)];
  const { rows } = await tx.query<{ found: number }>(
    "SELECT count(*)::int AS found FROM accounts WHERE id = ANY($1::uuid[])",
    [ids],
  );
  if (rows[0]!.found !== ids.length) throw new LedgerRefusal("unknown_account");
  await tx.query(
    `SELECT id FROM accounts WHERE id = ANY($1::uuid[]) AND NOT (hot AND id = ANY($2::uuid[]))
      ORDER BY id FOR NO KEY UPDATE`,
    [ids, creditOnly.filter((id) => ids.includes(id))],
  );
}

/**
 * A transaction that moves money between `accounts`: it locks all of them first, in id order,
 * before `work` reads a balance or a day's total, so `work` sees them as they are at commit.
 * A serialisation failure or deadlock rolls the whole transaction back and runs it again from
 * BEGIN (bounded); any other error, a refusal included, rolls it back and is thrown.
 */
export function moneyTransaction<T>(
  db: Database,
  accounts: readonly string[],
  work: (tx: Queryable) => Promise<T>,
  options: MoneyTransactionOptions = {},
): Promise<T> {
  return retrying(
    () =>
      db.transaction(async (tx) => {
        await lockAccounts(tx, accounts, options.creditOnly);
        return work(tx);
      }),
    options,
  );
}

function checkLegs(request: TransferRequest) {
  for (const leg of request.legs) {
    if (leg.amount === 0n) throw new LedgerRefusal("unbalanced_transfer", "a leg of zero");
  }
}

async function ledgerTransfer(db: Queryable, request: TransferRequest) {
  const legs = request.legs.map((leg) => ({ account: leg.account, amount: leg.amount.toString() }));
  try {
    const { rows } = await db.query<{ outcome: "created" | "replayed" | "conflict" }>(
      "SELECT ledger_transfer($1, $2, $3, $4::jsonb, $5, $6, $7, $8::jsonb, $9) AS outcome",
      [
        request.id,
        requestHash(request),
        request.kind,
        JSON.stringify(legs),
        request.mode,
        request.paidOnceKey ?? null,
        request.initiator ?? null,
        JSON.stringify(request.metadata ?? {}),
        request.expiresAt ?? null,
      ],
    );
    return rows[0]!.outcome;
  } catch (error) {
    return translate(error);
  }
}

async function outcomeOf(
  db: Queryable,
  request: TransferRequest,
  outcome: "created" | "replayed" | "conflict",
): Promise<TransferOutcome> {
  if (outcome === "conflict") return { outcome };
  const found = await readTransfer(db, request.id);
  if (!found) throw new LedgerRefusal("unknown_transfer", request.id);
  return { outcome, transfer: found };
}

/**
 * The one way money moves: creates the transfer once and only once, or refuses it whole. The
 * balance checks, locks (in id order) and postings happen inside PostgreSQL
 * (`ledger_transfer`), in one statement that is its own transaction, so no check here can race
 * with another request, and a deadlock or serialisation failure runs that statement again whole.
 */
export async function transfer(
  db: Database,
  request: TransferRequest,
  options: MoneyPathOptions = {},
): Promise<TransferOutcome> {
  checkLegs(request);
  const outcome = await retrying(() => ledgerTransfer(db, request), options);
  return outcomeOf(db, request, outcome);
}

/**
 * The same, as one step of a transaction of the caller's (`moneyTransaction`, which has locked
 * the legs' accounts already): never retried here, since a failed statement ends the
 * transaction; the caller's transaction is retried whole.
 */
export async function transferWithin(
  tx: Queryable,
  request: TransferRequest,
): Promise<TransferOutcome> {
  checkLegs(request);
  return outcomeOf(tx, request, await ledgerTransfer(tx, request));
}

/** Posts, voids or expires a pending transfer; true only for the one call that moved it. */
export async function resolve(
  db: Database,
  id: string,
  outcome: "posted" | "voided" | "expired",
  reason?: string,
): Promise<{ status: TransferStatus; moved: boolean }> {
  return retrying(async () => {
    try {
      const { rows } = await db.query<{ status: TransferStatus; moved: boolean }>(
        "SELECT status, moved FROM ledger_resolve($1, $2, $3)",
        [id, outcome, reason ?? null],
      );
      return rows[0]!;
    } catch (error) {
      return translate(error);
    }
  });
}

/**
 * Rolls a hot account's appended credits into its balance (`ledger_rollup`, under its row
 * lock): each becomes a posting with the account's next version, once. Answers how many.
 */
export async function rollUp(db: Database, account: string): Promise<number> {
  return retrying(async () => {
    try {
      const { rows } = await db.query<{ rolled: number }>("SELECT ledger_rollup($1) AS rolled", [
        account,
      ]);
      return rows[0]!.rolled;
    } catch (error) {
      return translate(error);
    }
  });
}

/**
 * The sweeper's roll-up: every account with credits waiting, each in a statement of its own (a
 * short lock per account). Several processes may run it at once: each credit is rolled up once.
 */
export async function rollUpAll(db: Database, batch = 100): Promise<number> {
  const { rows } = await db.query<{ account_id: string }>(
    `SELECT DISTINCT account_id FROM hot_credits WHERE rolled_version IS NULL LIMIT $1`,
    [batch],
  );
  let rolled = 0;
  for (const row of rows) rolled += await rollUp(db, row.account_id);
  return rolled;
}

interface TransferRow {
  id: string;
  kind: string;
  status: TransferStatus;
  paid_once_key: string | null;
  metadata: Record<string, unknown>;
  reason: string | null;
  created_at: Date;
  resolved_at: Date | null;
  legs: { account: string; amount: string | number; currency: string }[];
}

export async function readTransfer(db: Queryable, id: string): Promise<Transfer | undefined> {
  const { rows } = await db.query<TransferRow>(
    `SELECT t.id, t.kind, t.status, t.paid_once_key, t.metadata, t.reason, t.created_at,
            t.resolved_at,
            (SELECT json_agg(json_build_object('account', l.account_id, 'amount', l.amount::text,
                                               'currency', a.currency) ORDER BY l.leg)
               FROM transfer_legs l JOIN accounts a ON a.id = l.account_id
              WHERE l.transfer_id = t.id) AS legs
       FROM transfers t WHERE t.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    legs: row.legs.map((leg) => ({ ...leg, amount: String(leg.amount) })),
    paidOnceKey: row.paid_once_key,
    metadata: row.metadata,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
  };
}

/** Every broken invariant; an empty list is a sound ledger. */
export async function violations(
  db: Queryable,
): Promise<{ invariant: string; subject: string; detail: string }[]> {
  const { rows } = await db.query<{ invariant: string; subject: string; detail: string }>(
    "SELECT invariant, subject, detail FROM ledger_violations",
  );
  return rows;
}
