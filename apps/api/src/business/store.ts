import { bankNameForIfsc } from "@repo/mock-data/banks";
import * as v from "valibot";

import type { Queryable } from "../db/database.ts";

/** A business as the API keeps it: one per account, with its own UPI ID. */
export interface Business {
  id: string;
  ownerId: string;
  name: string;
  upiId: string;
  settlementAccount: string;
  settlementBranch: string;
  createdAt: Date;
  updatedAt: Date;
}

interface BusinessRow {
  id: string;
  owner_id: string;
  name: string;
  upi_id: string;
  settlement_account: string;
  settlement_branch: string;
  created_at: Date;
  updated_at: Date;
}

const toBusiness = (row: BusinessRow): Business => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  upiId: row.upi_id,
  settlementAccount: row.settlement_account,
  settlementBranch: row.settlement_branch,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

const COLUMNS = `id, owner_id, name, upi_id, settlement_account, settlement_branch, created_at,
                 updated_at`;

/** The account's business, if it has one. */
export async function businessOf(db: Queryable, ownerId: string): Promise<Business | undefined> {
  const { rows } = await db.query<BusinessRow>(
    `SELECT ${COLUMNS} FROM businesses WHERE owner_id = $1`,
    [ownerId],
  );
  return rows[0] && toBusiness(rows[0]);
}

/** The business whose own UPI ID this is (UPI IDs are read in lower case). */
export async function businessByUpi(db: Queryable, upiId: string): Promise<Business | undefined> {
  const { rows } = await db.query<BusinessRow>(
    `SELECT ${COLUMNS} FROM businesses WHERE upi_id = $1`,
    [upiId.toLowerCase()],
  );
  return rows[0] && toBusiness(rows[0]);
}

/** The business with this id, whoever owns it. */
export async function businessById(db: Queryable, id: string): Promise<Business | undefined> {
  const { rows } = await db.query<BusinessRow>(`SELECT ${COLUMNS} FROM businesses WHERE id = $1`, [
    id,
  ]);
  return rows[0] && toBusiness(rows[0]);
}

/** The bank account a business settles to, as its owner sees it: never the whole number. */
export const SettlementAccountView = v.object({
  bankName: v.nullable(v.string()),
  branch: v.string(),
  last4: v.string(),
});

export const BusinessView = v.object({
  id: v.string(),
  name: v.string(),
  upiId: v.string(),
  settlementAccount: SettlementAccountView,
  createdAt: v.string(),
  updatedAt: v.string(),
});

export function businessView(business: Business): v.InferOutput<typeof BusinessView> {
  return {
    id: business.id,
    name: business.name,
    upiId: business.upiId,
    settlementAccount: settlementAccountView(business),
    createdAt: business.createdAt.toISOString(),
    updatedAt: business.updatedAt.toISOString(),
  };
}

export function settlementAccountView(
  business: Pick<Business, "settlementAccount" | "settlementBranch">,
) {
  return {
    bankName: bankNameForIfsc(business.settlementBranch) ?? null,
    branch: business.settlementBranch,
    last4: business.settlementAccount.slice(-4),
  };
}
