import { paymentLegs } from "./fees";
import {
  balanceEffect,
  type Balances,
  isMoneyIn,
  isPaymentKind,
  type PaymentKind,
  type PaymentMethod,
} from "./kinds";
import { leftToday, limitsOf } from "./limits";
import { isAccountCurrency, type Money } from "./money";
import { findPaid, type KeyedEntry, paidOnceKey, paidThingOf, type PaysOnce } from "./paid-once";

/**
 * A payment put to a person's ledger, and whether the ledger takes it. The rules, in order: the
 * amount is money in the account's currency, at least the smallest payment; an international
 * payment carries its quote and no other does; what is paid once is not paid again; one payment
 * stays within the per-payment limit; money out (amount and any fee on top) stays within what is
 * left of the daily limit and within the balance it comes from.
 */
export type PaymentRequest = PaysOnce & {
  kind: PaymentKind;
  /** What is paid, before any fee. */
  amount: Money;
  /** Defaults to "wallet". Adding money: "bank" moves it from the linked bank, "card" brings it. */
  method?: PaymentMethod;
  /** An international payment's quote; its details are the caller's, its presence the rule's. */
  crossBorder?: unknown;
};

/** A line of a person's ledger as the rules read it. */
export type Entry = KeyedEntry & {
  id: string;
  /** Absent on history brought from elsewhere (the sample account's), which moves nothing here. */
  kind?: PaymentKind;
  /** Negative for money out, positive for money in; a fee paid on top is in it. */
  amount: Money;
  /** The fee paid on top, included in `amount`. */
  fee?: Money;
  method?: PaymentMethod;
  /** ISO 8601. */
  date: string;
};

/** A person's balances and their lines (newest first, or in any order: the rules do not care). */
export type LedgerState<E extends Entry = Entry> = {
  balances: Balances;
  transactions: readonly E[];
};

/** Why a payment is refused, with the figures its message needs. The UI words each reason. */
export type Refusal =
  /** Not money of the account's currency, under the smallest payment, or malformed. */
  | { reason: "invalid-amount" }
  | { reason: "over-payment-limit"; limit: Money; leftToday: Money }
  | { reason: "over-daily-limit"; limit: Money; leftToday: Money }
  | { reason: "insufficient"; account: "wallet" | "bank"; balance: Money }
  /** This bill's cycle was paid already. */
  | { reason: "bill-paid" }
  /** This payment link, request or split share was paid already. */
  | { reason: "link-paid" };

export type RefusalReason = Refusal["reason"];

export type RuleOptions = {
  /** The IANA time zone whose calendar days the daily limit counts; where the code runs if none. */
  timeZone?: string;
};

/** The currency a ledger keeps: its wallet's (every line and limit is in it). */
export function ledgerCurrency(ledger: Pick<LedgerState, "balances">): string {
  return ledger.balances.wallet.currency;
}

/**
 * Whether the ledger takes this payment at `now`: null, or why not. The ledger's lines must
 * include every line of `now`'s day and every line with the payment's paid-once key.
 */
export function checkPayment(
  ledger: LedgerState,
  request: PaymentRequest,
  now: Date,
  { timeZone }: RuleOptions = {},
): Refusal | null {
  const { amount, kind } = request;
  const currency = ledgerCurrency(ledger);
  if (
    !isPaymentKind(kind) ||
    !isAccountCurrency(currency) ||
    amount.currency !== currency ||
    !Number.isSafeInteger(amount.minor) ||
    amount.minor < limitsOf(currency).min.minor
  ) {
    return { reason: "invalid-amount" };
  }
  if ((kind === "international") !== (request.crossBorder !== undefined)) {
    return { reason: "invalid-amount" };
  }
  const thing = paidThingOf(request);
  if (thing && findPaid(ledger.transactions, paidOnceKey(thing))) {
    return { reason: thing.type === "bill" ? "bill-paid" : "link-paid" };
  }
  const { perPayment, perDay } = limitsOf(currency);
  const left = leftToday(ledger.transactions, now, currency, timeZone);
  if (amount.minor > perPayment.minor) {
    return { reason: "over-payment-limit", limit: perPayment, leftToday: left };
  }
  const { debit } = paymentLegs(kind, amount);
  const method = request.method ?? "wallet";
  if (!isMoneyIn(kind)) {
    if (debit.minor > left.minor) {
      return { reason: "over-daily-limit", limit: perDay, leftToday: left };
    }
  } else if (method !== "bank") {
    // A card or SangamPay brings new money: nothing of the person's is spent.
    return null;
  }
  const account = method === "bank" ? "bank" : "wallet";
  const balance = ledger.balances[account];
  if (debit.minor > balance.minor) return { reason: "insufficient", account, balance };
  return null;
}

/** What a payment the ledger took does: its line's signed amount, the fee on top, the balances. */
export type Posting = {
  /** Negative for money out (amount and fee on top), positive for money in. */
  line: Money;
  /** The fee paid on top, when there is one. */
  fee?: Money;
  balances: Balances;
};

/** Posts a payment `checkPayment` took: moves the balances by its line. */
export function postPayment(balances: Balances, request: PaymentRequest): Posting {
  const { kind, amount } = request;
  const legs = paymentLegs(kind, amount);
  const moneyIn = isMoneyIn(kind);
  const minor = moneyIn ? legs.credit.minor : legs.debit.minor;
  const line: Money = { minor: moneyIn ? minor : -minor, currency: amount.currency };
  const onTop = legs.feeLeg === "on-top" && legs.fee.minor > 0 ? legs.fee : undefined;
  return {
    line,
    ...(onTop ? { fee: onTop } : {}),
    balances: moveBalances(balances, [{ kind, method: request.method, amount: line }]),
  };
}

/**
 * The balances after (sign 1) or before (sign -1) these lines: what each moved, by its kind and
 * method (`balanceEffect`). Lines without a kind (history from elsewhere) move nothing.
 */
export function moveBalances(
  balances: Balances,
  entries: Iterable<Pick<Entry, "kind" | "method" | "amount">>,
  sign: 1 | -1 = 1,
): Balances {
  let bank = balances.bank.minor;
  let wallet = balances.wallet.minor;
  for (const entry of entries) {
    if (!entry.kind) continue;
    const effect = balanceEffect(
      entry.kind,
      entry.method ?? "wallet",
      Math.abs(entry.amount.minor),
    );
    bank += sign * effect.bank;
    wallet += sign * effect.wallet;
  }
  return {
    bank: { minor: bank, currency: balances.bank.currency },
    wallet: { minor: wallet, currency: balances.wallet.currency },
  };
}
