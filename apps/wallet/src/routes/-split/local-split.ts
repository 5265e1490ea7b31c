import type { Money } from "@repo/ledger/money";

import { type PayLink, signRequest } from "../../lib/pay-link";
import { type Person, REQUEST_VALID_DAYS, type Split } from "../../stores/requests-store";

/**
 * The local wallet's split: one signed request link per share asked (every share but your own),
 * valid for the requests' shortest time, all made at `now`.
 */
export async function localSplit({
  total,
  purpose,
  shares,
  payee,
  now,
}: {
  total: Money;
  purpose: string | undefined;
  shares: readonly { person: Person; amount: Money }[];
  payee: PayLink["payee"];
  now: Date;
}): Promise<Split> {
  return {
    id: `SPL${now.getTime().toString(36).toUpperCase()}`,
    createdAt: now.toISOString(),
    total,
    note: purpose,
    shares: await Promise.all(
      shares.map(async ({ person, amount }) => {
        if (person === "me") return { person, amount };
        const link = await signRequest({
          payee,
          amount,
          purpose,
          now,
          days: REQUEST_VALID_DAYS[0],
        });
        return { person, amount, link };
      }),
    ),
  };
}
