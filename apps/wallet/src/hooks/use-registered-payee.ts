import { useEffect, useState } from "react";

import { connected } from "../data/api-url";
import type { PayeeLookup } from "../data/payee-lookup";
import type { PaymentInput } from "../lib/ledger";

/**
 * The connected wallet's look-up of the person a payment goes to: "checking" until the account
 * registry answers, then their registered name or why there is none. Null when there is nothing to
 * look up (the local build, or a payment that is not to a person's number or UPI ID).
 */
export function useRegisteredPayee(payment: PaymentInput): PayeeLookup | "checking" | null {
  const person = payment.kind === "mobile" || payment.kind === "upi";
  const key = connected && person ? `${payment.kind}:${payment.recipient.trim()}` : null;
  const [answer, setAnswer] = useState<{ key: string; lookup: PayeeLookup } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    const recipient = payment.recipient.trim();
    void import("../data/payee-lookup")
      .then(({ lookUpPayee }) =>
        lookUpPayee(payment.kind === "upi" ? { upi: recipient } : { phone: recipient }),
      )
      .then((lookup) => {
        if (current) setAnswer({ key, lookup });
      });
    return () => {
      current = false;
    };
    // The key names everything the look-up reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!key) return null;
  return answer?.key === key ? answer.lookup : "checking";
}
