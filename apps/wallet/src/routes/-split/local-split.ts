import type { Money } from "@repo/ledger/money";

import { newPayLinkId, type PayLink, signPayLink } from "../../lib/pay-link";
import { type Person, REQUEST_VALID_DAYS, type Split } from "../../stores/requests-store";

const DAY_MS = 86_400_000;

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
  const expiresAt = new Date(now.getTime() + REQUEST_VALID_DAYS[0] * DAY_MS).toISOString();
  return {
    id: `SPL${now.getTime().toString(36).toUpperCase()}`,
    createdAt: now.toISOString(),
    total,
    note: purpose,
    shares: await Promise.all(
      shares.map(async ({ person, amount }) => {
        if (person === "me") return { person, amount };
        const link = await signPayLink({
          id: newPayLinkId("request"),
          kind: "request",
          payee,
          amount,
          purpose,
          createdAt: now.toISOString(),
          expiresAt,
        });
        return { person, amount, link };
      }),
    ),
  };
}
