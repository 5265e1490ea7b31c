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
  balance: bigint;
  held: bigint;
  version: bigint;
  allowNegative: boolean;
}

/**
 * The system's accounts that stand for the world outside the ledger (the sandbox bank, FX
 * liquidity, the cashback budget, outside payout rails) may go below zero; every other account,
 * and every user's or merchant's, never does.
 */
const OUTSIDE_WORLD: ReadonlySet<AccountKind> = new Set(["bank", "fx", "cashback", "payout"]);

/** The account for an owner, kind and currency: made once, found afterwards. */
export async function openAccount(db: Queryable, spec: AccountSpec): Promise<Account> {
  const allowNegative = spec.ownerKind === "system" && OUTSIDE_WORLD.has(spec.kind);
  await db.query(
    `INSERT INTO accounts (id, owner_kind, owner_id, kind, currency, allow_negative)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (owner_kind, owner_id, kind, currency) DO NOTHING`,
    [uuidv7(), spec.ownerKind, spec.ownerId, spec.kind, spec.currency, allowNegative],
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
});

export async function findAccount(db: Queryable, spec: AccountSpec): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT * FROM accounts WHERE owner_kind = $1 AND owner_id = $2 AND kind = $3 AND currency = $4`,
    [spec.ownerKind, spec.ownerId, spec.kind, spec.currency],
  );
  return rows[0] && toAccount(rows[0]);
}

export async function getAccount(db: Queryable, id: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>("SELECT * FROM accounts WHERE id = $1", [id]);
  return rows[0] && toAccount(rows[0]);
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
