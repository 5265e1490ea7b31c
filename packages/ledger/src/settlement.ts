/**
 * Money an outside rail carries (a transfer abroad) is on its way from the moment it is paid
 * until the rail settles it, then it has arrived. The server's rails move a transfer from
 * pending to posted at its settle time; the wallet's local simulation states the same
 * progression with this rule, from the time the payment was given when it was made.
 */
export type Settling = {
  status: "Completed" | "Pending" | "Failed" | "Refunded";
  /** When the rail delivers the money (ISO 8601), for a payment still on its way. */
  settlesAt?: string;
};

/**
 * Where a payment stands at `now`: a pending one whose settle time has come is completed, and
 * says when it changed; anything else stands as it was recorded.
 */
export function settledAsOf<T extends Settling>(
  payment: T,
  now: Date,
): T & { statusChangedAt?: string } {
  if (payment.status !== "Pending" || payment.settlesAt === undefined) return payment;
  const settles = Date.parse(payment.settlesAt);
  if (Number.isNaN(settles) || settles > now.getTime()) return payment;
  const { settlesAt, ...rest } = payment;
  return { ...(rest as T), status: "Completed", statusChangedAt: settlesAt };
}

/** The soonest time one of these payments settles, in ms, or undefined when none is on its way. */
export function nextSettlement(payments: readonly Settling[], now: Date): number | undefined {
  let soonest: number | undefined;
  for (const payment of payments) {
    if (payment.status !== "Pending" || payment.settlesAt === undefined) continue;
    const at = Date.parse(payment.settlesAt);
    if (at > now.getTime() && (soonest === undefined || at < soonest)) soonest = at;
  }
  return soonest;
}
