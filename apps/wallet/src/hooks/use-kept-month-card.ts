import { localDay } from "@repo/ledger/day";
import { useEffect } from "react";

import { connected } from "../data/api-url";
import type { MonthCard } from "../data/last-view";
import { useSessionStore } from "../stores/session-store";

/**
 * The connected wallet, signed in: once /insights draws this month's card (`shown`: its texts by
 * the frame's slots, in `language`; null while it draws boxes), keeps it with the account's last known view
 * (data/last-view.ts, loaded with the screen's first read), so that the next visit's frame draws
 * it before the scripts run. Another month's card is not kept.
 */
export function useKeptMonthCard(
  month: string,
  currency: string,
  language: string,
  shown: MonthCard["shown"] | null,
) {
  const texts = shown && Object.values(shown).join("\n");
  useEffect(() => {
    const { status, phone } = useSessionStore.getState();
    if (!connected || !shown || status !== "signed-in" || !phone) return;
    if (month !== localDay(new Date()).slice(0, 7)) return;
    const [year, index] = month.split("-").map(Number) as [number, number];
    const card = { month, language, until: new Date(year, index, 1).getTime(), currency, shown };
    void import("../data/last-view").then((cache) => cache.keepMonthCard(phone, card));
    // The texts decide: a new object of the same texts keeps nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [month, currency, language, texts]);
}
