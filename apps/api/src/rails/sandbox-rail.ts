import { arrivalOf, deliveryEstimates, type DeliveryMethod } from "@repo/pricing/delivery";

import type { RailDecision } from "../ledger/sweeper.ts";

/**
 * The sandbox's outside rails (NEFT to a bank account, a mobile-money payout, a cross-border
 * payout): no real bank, but every status a user can meet. A transfer settles after the rail's
 * delay (money abroad: its corridor's delivery time, the one the quote and receipt state); one to
 * an account or number ending in 0000 fails as a real rail would fail an unknown account, one
 * ending in 9999 is rejected by the receiving side.
 */
export const RAIL_DELAY_SECONDS = { neft: 120, mobile_money: 30 } as const;
export type Rail = keyof typeof RAIL_DELAY_SECONDS;

export function decideSandbox(metadata: Record<string, unknown>): RailDecision {
  const destination = typeof metadata.destination === "string" ? metadata.destination : "";
  if (destination.endsWith("0000")) return { outcome: "voided", reason: "account_not_found" };
  if (destination.endsWith("9999")) return { outcome: "voided", reason: "rejected_by_receiver" };
  return { outcome: "posted" };
}

/** When a rail transfer made at `now` settles: after the rail's delay, or `seconds` when given. */
export function settleAt(rail: Rail, now = new Date(), seconds?: number): Date {
  return new Date(now.getTime() + (seconds ?? RAIL_DELAY_SECONDS[rail]) * 1000);
}

/**
 * When money sent abroad at `now` by `delivery` arrives: at the latest time @repo/pricing states
 * for that way of delivering (10 minutes to mobile money or UPI, 2 days to a bank), or after
 * `seconds` when given (the end-to-end tests' short rails).
 */
export function arrivesAt(delivery: DeliveryMethod, now = new Date(), seconds?: number): Date {
  return seconds === undefined
    ? arrivalOf(now, deliveryEstimates[delivery])
    : new Date(now.getTime() + seconds * 1000);
}
