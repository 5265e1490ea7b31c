import { useEffect, useState } from "react";

import type { LedgerEntry } from "../lib/ledger";
import { useWalletStore, withLedger } from "../stores/wallet-store";

/**
 * The ledger entry behind a receipt: from the newest entries the screens hold, else looked up
 * by id in the stored history. Undefined while it is being looked up; null when there is none.
 */
export function useLedgerEntry(id: string | undefined): LedgerEntry | null | undefined {
  const inView = useWalletStore((s) =>
    id === undefined ? null : (s.ledger.transactions.find((entry) => entry.id === id) ?? null),
  );
  const [found, setFound] = useState<{ id: string; entry: LedgerEntry | null } | null>(null);
  const lookUp = inView === null && id !== undefined;

  useEffect(() => {
    if (!lookUp) return;
    let current = true;
    void withLedger((backend) => backend.entry(id)).then((entry) => {
      if (current) setFound({ id, entry });
    });
    return () => {
      current = false;
    };
  }, [id, lookUp]);

  if (inView || id === undefined) return inView;
  return found?.id === id ? found.entry : undefined;
}
