import { isMoneyIn } from "@repo/ledger/kinds";
import type { Money } from "@repo/ledger/money";
import type { Refusal } from "@repo/ledger/payment";

import type { Ledger, PaymentInput } from "./ledger";

/** A refusal over a limit, and the sentence that says it with what the person has. */
export type LimitAdvice =
  | { key: "over-payment-limit" | "over-payment-limit-add"; limit: Money }
  | {
      key:
        | "over-payment-limit-wallet"
        | "over-payment-limit-bank"
        | "over-payment-limit-today"
        | "over-payment-limit-add-bank"
        | "over-daily-limit"
        | "over-daily-limit-wallet"
        | "over-daily-limit-bank";
      limit: Money;
      /** The most the person can pay (or add) now. */
      most: Money;
    };

/** How the payment is made: what it is and where its money comes from. */
export type PaymentSource = Pick<PaymentInput, "kind" | "method">;

/**
 * What to say about an amount over a limit, once: the limit that refused it, and the most the
 * person can pay now when what they have is less than that limit: the balance the money comes
 * from (a wallet, or a bank when adding from it) or what today's limit leaves. Money added from
 * a card has no balance here, so its limit stands alone; money added never counts towards the
 * day's limit. Null for a refusal that is not about a limit.
 */
export function limitAdvice(
  refusal: Refusal,
  payment: PaymentSource,
  balances: Ledger["balances"],
): LimitAdvice | null {
  if (refusal.reason !== "over-payment-limit" && refusal.reason !== "over-daily-limit") {
    return null;
  }
  const { limit } = refusal;
  const method = payment.method ?? "wallet";
  if (isMoneyIn(payment.kind)) {
    if (method !== "bank" || balances.bank.minor >= limit.minor) {
      return { key: "over-payment-limit-add", limit };
    }
    return { key: "over-payment-limit-add-bank", limit, most: balances.bank };
  }
  const account = method === "bank" ? "bank" : "wallet";
  const balance = balances[account];
  if (refusal.reason === "over-daily-limit") {
    return balance.minor < refusal.leftToday.minor
      ? { key: `over-daily-limit-${account}`, limit, most: balance }
      : { key: "over-daily-limit", limit, most: refusal.leftToday };
  }
  const left = refusal.leftToday;
  if (balance.minor >= limit.minor && left.minor >= limit.minor) {
    return { key: "over-payment-limit", limit };
  }
  return balance.minor <= left.minor
    ? { key: `over-payment-limit-${account}`, limit, most: balance }
    : { key: "over-payment-limit-today", limit, most: left };
}
