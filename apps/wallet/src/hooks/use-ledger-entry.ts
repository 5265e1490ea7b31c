import { useEffect, useState } from "react";

import { connected } from "../data/api-url";
import type { LedgerEntry } from "../lib/ledger";
import { refreshLedger, useWalletStore, withLedger } from "../stores/wallet-store";

/** How often a receipt still on its way asks the server again (a rail settles in seconds). */
const PENDING_CHECK_MS = 3_000;

/**
 * The ledger entry behind a receipt: from the newest entries the screens hold, else looked up
 * by id in the stored history. Undefined while it is being looked up; null when there is none.
 */
export function useLedgerEntry(id: string | undefined): LedgerEntry | null | undefined {
  const inView = useWalletStore((s) =>
    id === undefined ? null : (s.ledger.transactions.find((entry) => entry.id === id) ?? null),
  );
  const [found, setFound] = useState<{ id: string; entry: LedgerEntry | null } | null>(null);
  const [round, setRound] = useState(0);
  const lookUp = inView === null && id !== undefined;
  const entry = inView || id === undefined ? inView : found?.id === id ? found.entry : undefined;

  useEffect(() => {
    if (!lookUp) return;
    let current = true;
    void withLedger((backend) => backend.entry(id)).then((entry) => {
      if (current) setFound({ id, entry });
    });
    return () => {
      current = false;
    };
  }, [id, lookUp, round]);

  // The connected wallet's payment on its way (a bank transfer on its rail) is asked about again
  // until it settles or fails: a failed one moves no money, so no live event announces it.
  const pending = connected && entry?.status === "Pending";
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      void refreshLedger();
      setRound((n) => n + 1);
    }, PENDING_CHECK_MS);
    return () => clearInterval(timer);
  }, [pending]);

  return entry;
}
