import { useEffect, useState } from "react";

import { type Payment, paymentById, paymentOf } from "../lib/ledger";
import { useWalletStore, withLedger } from "../stores/wallet-store";

/**
 * The payment behind a receipt: from the newest entries the screens hold, else looked up by id
 * in the stored history. Undefined while it is being looked up; null when there is none.
 */
export function useLedgerPayment(id: string | undefined): Payment | null | undefined {
  const ledger = useWalletStore((s) => s.ledger);
  const inView = paymentById(ledger, id);
  const [found, setFound] = useState<{ id: string; payment: Payment | null } | null>(null);
  const lookUp = inView === null && id !== undefined;

  useEffect(() => {
    if (!lookUp) return;
    let current = true;
    void withLedger((backend) => backend.entry(id)).then((entry) => {
      if (current) setFound({ id, payment: entry ? paymentOf(entry) : null });
    });
    return () => {
      current = false;
    };
  }, [id, lookUp]);

  if (inView || id === undefined) return inView;
  return found?.id === id ? found.payment : undefined;
}
