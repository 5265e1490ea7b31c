import { BACKUP_FORMAT, BACKUP_VERSION } from "../data/backup";
import { type Ledger, seedLedger } from "../lib/ledger";
import { withLedger } from "../stores/wallet-store";

/**
 * Puts this ledger in the wallet's storage (in memory under jsdom) and on screen, as a test's
 * starting point; the sample ledger by default.
 */
export function startWithLedger(ledger: Ledger = seedLedger()): Promise<void> {
  return withLedger(
    (backend) =>
      backend.restore({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exportedAt: new Date().toISOString(),
        balances: ledger.balances,
        opening: ledger.balances,
        entries: ledger.transactions,
        setAside: [],
      }),
    { changes: () => true },
  );
}
