import { homeSamples } from "@repo/mock-data/home-samples";
import { homeCountries, type HomeCountryCode } from "@repo/pricing/home-countries";
import { uuidv7 } from "uuidv7";

import type { Queryable } from "../db/database.ts";
import { openAccount, systemAccount } from "../ledger/accounts.ts";
import { transferWithin } from "../ledger/transfers.ts";
import { countryOfE164 } from "./phone.ts";

export interface User {
  id: string;
  phone: string;
  country: HomeCountryCode;
  name: string;
  upiId: string;
  hasPin: boolean;
  /** Whether the holder gave their name (false: still the one the account was opened with). */
  nameSet: boolean;
}

interface UserRow {
  id: string;
  phone: string;
  country: HomeCountryCode;
  name: string;
  upi_id: string;
  pin_hash: string | null;
  name_set_at: Date | null;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  phone: row.phone,
  country: row.country,
  name: row.name,
  upiId: row.upi_id,
  hasPin: row.pin_hash !== null,
  nameSet: row.name_set_at !== null,
});

const USER_COLUMNS = "id, phone, country, name, upi_id, pin_hash, name_set_at";

export async function findUserByPhone(db: Queryable, phone: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [
    phone,
  ]);
  return rows[0] && toUser(rows[0]);
}

export async function findUserByUpi(db: Queryable, upiId: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE upi_id = $1`, [
    upiId.toLowerCase(),
  ]);
  return rows[0] && toUser(rows[0]);
}

export async function getUser(db: Queryable, id: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] && toUser(rows[0]);
}

/**
 * Gives the holder's registered name, once: answers the account renamed, or undefined when its
 * name was given before (a change then goes through support). `name` is checked and tidied by
 * the caller (`HolderName`).
 */
export async function setHolderName(
  db: Queryable,
  userId: string,
  name: string,
  now: Date,
): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET name = $2, name_set_at = $3 WHERE id = $1 AND name_set_at IS NULL
     RETURNING ${USER_COLUMNS}`,
    [userId, name, now],
  );
  return rows[0] && toUser(rows[0]);
}

/**
 * The account for a phone number: found, or opened with the sandbox's opening balances of its
 * home country (the sample wallet and linked-bank amounts), so a new user sees a working wallet.
 * Runs inside the caller's transaction; two sign-ins of a new number at once make one account.
 */
export async function findOrOpenUser(db: Queryable, phone: string, name?: string): Promise<User> {
  const existing = await findUserByPhone(db, phone);
  if (existing) return existing;
  const country = countryOfE164(phone);
  if (!country) throw new Error("not a home-country number");
  const home = homeCountries[country];
  const national = phone.slice(home.mobile.callingCode.length);
  const id = uuidv7();
  const inserted = await db.query(
    `INSERT INTO users (id, phone, country, name, upi_id, name_set_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN now() END)
     ON CONFLICT (phone) DO NOTHING`,
    [
      id,
      phone,
      country,
      name ?? `SangamPay user ${national.slice(-2)}`,
      `${national}@sangampay`,
      name !== undefined,
    ],
  );
  if (inserted.rowCount === 0) return (await findUserByPhone(db, phone))!;

  const opening = homeSamples[country].balances;
  const currency = home.currency;
  // One after another: a transaction is one connection, which runs one query at a time.
  const world = await systemAccount(db, "bank", currency);
  const wallet = await openAccount(db, {
    ownerKind: "user",
    ownerId: id,
    kind: "wallet",
    currency,
  });
  const bank = await openAccount(db, { ownerKind: "user", ownerId: id, kind: "bank", currency });
  if (opening.wallet.currency !== currency || opening.bank.currency !== currency) {
    throw new Error(`The ${country} sample's opening balances are not in ${currency}`);
  }
  const walletMinor = BigInt(opening.wallet.minor);
  const bankMinor = BigInt(opening.bank.minor);
  await transferWithin(db, {
    id: uuidv7(),
    kind: "opening_balance",
    mode: "post",
    initiator: id,
    legs: [
      { account: world.id, amount: -(walletMinor + bankMinor) },
      { account: wallet.id, amount: walletMinor },
      { account: bank.id, amount: bankMinor },
    ],
  });
  return (await getUser(db, id))!;
}
