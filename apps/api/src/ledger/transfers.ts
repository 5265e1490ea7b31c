import { createHash } from "node:crypto";

import type { Queryable } from "../db/database.ts";
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

async function retrying<T>(work: () => Promise<T>, options: MoneyPathOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error) ?? "";
      if (attempt >= 5 || !RETRYABLE.has(state)) throw error;
      options.onRetry?.(state);
    }
  }
}

/**
 * The one way money moves: creates the transfer once and only once, or refuses it whole. The
 * balance checks, locks and postings happen inside PostgreSQL (`ledger_transfer`), in one
 * statement, so no check here can race with another request.
 */
export async function transfer(
  db: Queryable,
  request: TransferRequest,
  options: MoneyPathOptions = {},
): Promise<TransferOutcome> {
  for (const leg of request.legs) {
    if (leg.amount === 0n) throw new LedgerRefusal("unbalanced_transfer", "a leg of zero");
  }
  const legs = request.legs.map((leg) => ({ account: leg.account, amount: leg.amount.toString() }));
  const outcome = await retrying(async () => {
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
  }, options);
  if (outcome === "conflict") return { outcome };
  const found = await readTransfer(db, request.id);
  if (!found) throw new LedgerRefusal("unknown_transfer", request.id);
  return { outcome, transfer: found };
}

/** Posts, voids or expires a pending transfer; true only for the one call that moved it. */
export async function resolve(
  db: Queryable,
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
