import { uuidv7 } from "uuidv7";

import type { Queryable } from "../db/database.ts";

export type OwnerKind = "user" | "merchant" | "system";
export type AccountKind =
  "wallet" | "settlement" | "bank" | "biller" | "fees" | "fx" | "cashback" | "payout";

export interface AccountSpec {
  ownerKind: OwnerKind;
  ownerId: string;
  kind: AccountKind;
  currency: string;
}

export interface Account extends AccountSpec {
  id: string;
  /** What the account holds as its owner sees it: the rolled balance and the unrolled credits. */
  balance: bigint;
  held: bigint;
  /** The version of its latest posting (credits not rolled up yet have none). */
  version: bigint;
  allowNegative: boolean;
  /** Its credits are appended and rolled up later, rather than taking its row lock (0006). */
  hot: boolean;
  /** The sum of its postings: `balance` without the credits not rolled up yet. */
  rolledBalance: bigint;
  /** Credits appended and not rolled up yet (part of `balance`). */
  unrolled: bigint;
}

/**
 * The system's accounts that stand for the world outside the ledger (the sandbox bank, FX
 * liquidity, the cashback budget, outside payout rails) may go below zero; every other account,
 * and every user's or merchant's, never does.
 */
const OUTSIDE_WORLD: ReadonlySet<AccountKind> = new Set(["bank", "fx", "cashback", "payout"]);

/**
 * The accounts many payers credit at once, and that rarely pay: a merchant's, and SangamPay's
 * fees and billers. Their credits are appended and rolled up (migrations/0006_hot_credits.sql),
 * so a burst of payments into one of them does not wait on its row lock. Any other account may
 * be made hot with `setHot` (a business's wallet, say).
 */
export const isHotByDefault = (spec: AccountSpec) =>
  spec.ownerKind === "merchant" ||
  (spec.ownerKind === "system" && (spec.kind === "fees" || spec.kind === "biller"));

/** The account for an owner, kind and currency: made once, found afterwards. */
export async function openAccount(db: Queryable, spec: AccountSpec): Promise<Account> {
  const allowNegative = spec.ownerKind === "system" && OUTSIDE_WORLD.has(spec.kind);
  await db.query(
    `INSERT INTO accounts (id, owner_kind, owner_id, kind, currency, allow_negative, hot)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (owner_kind, owner_id, kind, currency) DO NOTHING`,
    [
      uuidv7(),
      spec.ownerKind,
      spec.ownerId,
      spec.kind,
      spec.currency,
      allowNegative,
      isHotByDefault(spec),
    ],
  );
  const found = await findAccount(db, spec);
  if (!found) throw new Error("account vanished after it was opened");
  return found;
}

interface AccountRow {
  id: string;
  owner_kind: OwnerKind;
  owner_id: string;
  kind: AccountKind;
  currency: string;
  balance: bigint;
  held: bigint;
  version: bigint;
  allow_negative: boolean;
  hot: boolean;
  rolled_balance: bigint;
  unrolled: bigint;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  ownerKind: row.owner_kind,
  ownerId: row.owner_id,
  kind: row.kind,
  currency: row.currency,
  balance: BigInt(row.balance),
  held: BigInt(row.held),
  version: BigInt(row.version),
  allowNegative: row.allow_negative,
  hot: row.hot,
  rolledBalance: BigInt(row.rolled_balance),
  unrolled: BigInt(row.unrolled),
});

export async function findAccount(db: Queryable, spec: AccountSpec): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT * FROM account_balances WHERE owner_kind = $1 AND owner_id = $2 AND kind = $3 AND currency = $4`,
    [spec.ownerKind, spec.ownerId, spec.kind, spec.currency],
  );
  return rows[0] && toAccount(rows[0]);
}

export async function getAccount(db: Queryable, id: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>("SELECT * FROM account_balances WHERE id = $1", [id]);
  return rows[0] && toAccount(rows[0]);
}

/**
 * Makes an account hot (its credits appended, then rolled up) or not. Credits appended while it
 * was hot are rolled up all the same: by the sweeper, or before its next debit.
 */
export async function setHot(db: Queryable, id: string, hot: boolean): Promise<void> {
  await db.query("UPDATE accounts SET hot = $2 WHERE id = $1", [id, hot]);
}

/** One of SangamPay's own accounts (the sandbox bank, fees, FX liquidity, ...). */
export function systemAccount(
  db: Queryable,
  kind: AccountKind,
  currency: string,
  name = "sangampay",
) {
  return openAccount(db, { ownerKind: "system", ownerId: name, kind, currency });
}
