import type { Balances, LedgerEntry } from "../lib/ledger";

/**
 * Balances are checked against the entries: what the accounts held before the wallet's first
 * payment (the opening balances) plus what every payment made here moved must equal the
 * balances kept. Sample history came from elsewhere and moves nothing here.
 */

/** What one entry moved, in paise, as `applyPayment` moved it. */
export function balanceEffect(entry: LedgerEntry): { bank: number; wallet: number } {
  if (!entry.kind) return { bank: 0, wallet: 0 };
  const minor = Math.abs(entry.amount.minor);
  if (entry.kind === "add-money" || entry.kind === "cashback") {
    return { bank: entry.method === "bank" ? -minor : 0, wallet: minor };
  }
  return entry.method === "bank" ? { bank: -minor, wallet: 0 } : { bank: 0, wallet: -minor };
}

/** Adds (sign 1) or takes away (sign -1) what the entries moved. */
export function moveBalances(
  balances: Balances,
  entries: Iterable<LedgerEntry>,
  sign: 1 | -1 = 1,
): Balances {
  let bank = balances.bank.minor;
  let wallet = balances.wallet.minor;
  for (const entry of entries) {
    const effect = balanceEffect(entry);
    bank += sign * effect.bank;
    wallet += sign * effect.wallet;
  }
  return {
    bank: { minor: bank, currency: balances.bank.currency },
    wallet: { minor: wallet, currency: balances.wallet.currency },
  };
}

export type BalanceCheck = { ok: true } | { ok: false; kept: Balances; fromEntries: Balances };

export function checkBalances(kept: Balances, fromEntries: Balances): BalanceCheck {
  return kept.bank.minor === fromEntries.bank.minor &&
    kept.wallet.minor === fromEntries.wallet.minor
    ? { ok: true }
    : { ok: false, kept, fromEntries };
}

/** Stands in for balances that cannot be read, so the check reports them. */
export function noBalances(currency: string): Balances {
  return { bank: { minor: 0, currency }, wallet: { minor: 0, currency } };
}
