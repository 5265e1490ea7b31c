import { useEffect, useMemo, useState } from "react";

import { connected } from "../data/api-url";
import { entriesIn, RECENT_MIN, type TimeRange } from "../data/ledger-backend";
import type { LedgerEntry } from "../lib/ledger";
import type { HeldEntries } from "../lib/statement";
import { useWalletStore, withLedger } from "../stores/wallet-store";

/**
 * Every stored entry in a time range, newest first, read through the ledger's time index; read
 * again whenever the ledger changes (a payment here or in another tab). Undefined until read.
 * The connected wallet showing its last known view (the server not answered yet) shows its entries.
 */
export function useHistoryEntries({ from, to }: TimeRange): LedgerEntry[] | undefined {
  const ledger = useWalletStore((s) => s.ledger);
  const [read, setRead] = useState<{ key: string; entries: LedgerEntry[] } | null>(null);
  const fromCache = useWalletStore((s) => s.fromCache);
  const key = `${from ?? ""}-${to ?? ""}`;

  useEffect(() => {
    let current = true;
    void withLedger((backend) => backend.history({ from, to })).then((entries) => {
      if (current) setRead({ key, entries });
    });
    return () => {
      current = false;
    };
  }, [from, to, key, ledger]);

  if (connected && fromCache) return entriesIn(ledger.transactions, { from, to });
  return read?.key === key ? read.entries : undefined;
}

/**
 * The newest entries the wallet already holds: the ledger's view, which the screen's loader read
 * before the first render (lib/statement.ts heldEntriesIn says which periods they hold whole).
 * Undefined until read, and in the app shell, which reads none.
 */
export function useHeldEntries(): HeldEntries | undefined {
  const entries = useWalletStore((s) =>
    s.ledgerStatus === "ready" ? s.ledger.transactions : undefined,
  );
  return useMemo(() => entries && { entries, least: RECENT_MIN }, [entries]);
}
