import { uuidv7 } from "uuidv7";

import type { Database, Queryable } from "../src/db/database.ts";
import { type Account, openAccount, systemAccount } from "../src/ledger/accounts.ts";
import { transfer } from "../src/ledger/transfers.ts";

let users = 0;

/** A user's wallet funded from the sandbox bank with `opening` minor units (0 for none). */
export async function fundedWallet(
  db: Database,
  opening: bigint,
  currency = "INR",
): Promise<Account> {
  const wallet = await openAccount(db, {
    ownerKind: "user",
    ownerId: `user-${process.pid}-${++users}-${uuidv7()}`,
    kind: "wallet",
    currency,
  });
  if (opening > 0n) {
    const bank = await systemAccount(db, "bank", currency);
    await transfer(db, {
      id: uuidv7(),
      kind: "add_money",
      mode: "post",
      legs: [
        { account: bank.id, amount: -opening },
        { account: wallet.id, amount: opening },
      ],
    });
  }
  return wallet;
}

/** What the account holds as its owner sees it (a hot account's unrolled credits included). */
export async function balanceOf(db: Queryable, account: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    "SELECT balance FROM account_balances WHERE id = $1",
    [account],
  );
  return rows[0]!.balance;
}
