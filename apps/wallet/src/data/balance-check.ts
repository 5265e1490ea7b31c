import type { Balances } from "@repo/ledger/kinds";

/**
 * Balances are checked against the entries: what the accounts held before the wallet's first
 * payment (the opening balances) plus what every payment made here moved (`moveBalances` in
 * @repo/ledger/payment) must equal the balances kept. Sample history came from elsewhere and
 * moves nothing here.
 */

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
