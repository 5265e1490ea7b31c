import { useEffect, useState } from "react";

import type { LedgerEntry } from "../lib/ledger";
import { useWalletStore, withLedger } from "../stores/wallet-store";

/**
 * Payments made through payment links at or after `since` (ms), by link id, read from the
 * stored history (a link may be paid long after the newest month the screens hold). Read again
 * whenever the ledger changes, here or in another tab. Undefined while reading, or without `since`.
 */
export function useLinkPayments(
  since: number | undefined,
): ReadonlyMap<string, LedgerEntry> | undefined {
  const ledger = useWalletStore((s) => s.ledger);
  const [read, setRead] = useState<{
    since: number;
    paid: ReadonlyMap<string, LedgerEntry>;
  } | null>(null);

  useEffect(() => {
    if (since === undefined) return;
    let current = true;
    void withLedger((backend) => backend.linkPayments(since)).then((paid) => {
      if (current) setRead({ since, paid });
    });
    return () => {
      current = false;
    };
  }, [since, ledger]);

  // Until the first read for this `since`, nothing is known; after a payment, the last read
  // stands until the new one arrives (a payment only ever adds to it).
  return read && read.since === since ? read.paid : undefined;
}
