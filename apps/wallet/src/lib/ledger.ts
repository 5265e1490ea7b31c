import { localDay } from "@repo/ledger/day";
import { type Balances, PAYMENT_KINDS, type PersonalKind } from "@repo/ledger/kinds";
import { type Money, rupees } from "@repo/ledger/money";
import { paidOnceKey, paidThingOf } from "@repo/ledger/paid-once";
import {
  checkPayment,
  ledgerCurrency,
  type PaymentRequest,
  postPayment,
  type Refusal,
} from "@repo/ledger/payment";
import { homeSamples } from "@repo/mock-data/home-samples";
import type { TransactionCategory, TransactionType } from "@repo/mock-data/types";
import { arrivalOf, type DeliveryEstimate, type DeliveryMethod } from "@repo/pricing/delivery";
import {
  DEFAULT_HOME_COUNTRY,
  type HomeCountryCode,
  homeCountryOfCurrency,
} from "@repo/pricing/home-countries";

import { formatPhone } from "./phone";
import type { TransferType } from "./send-money-search";

/**
 * The wallet's ledger as the screens keep it: its lines with their receipt details, and the one
 * way a payment is recorded. Every rule (money, kinds, limits, fees, paid once, cashback) is
 * @repo/ledger's; this module puts a payment through them and builds the line and the receipt.
 */

/** A payment as the screens put it: what the ledger checks, and what its receipt shows. */
export type PaymentInput = Omit<PaymentRequest, "kind" | "crossBorder"> & {
  kind: PersonalKind;
  /** Who or what is paid: a mobile number, UPI ID, account number, consumer number, ... */
  recipient: string;
  /** The name to list in the ledger; defaults to a known contact's name, else the recipient. */
  name?: string;
  note?: string;
  /** How a send-money payment reaches the recipient. */
  transfer?: TransferType;
  /** A bank transfer's IFSC (the account number is the recipient, the holder the name). */
  ifsc?: string;
  /** A Zambian bank transfer's branch sort code (the account number is the recipient). */
  sortCode?: string;
  /** A cross-border payment's destination, delivery and quote (`amount` is what is sent). */
  crossBorder?: CrossBorder;
  /** Prepaid electricity bought with a bill payment: the meter's token and the units it loads. */
  prepaid?: PrepaidUnits;
  /** The request or merchant's link this pays, on the server (the connected wallet). */
  requestId?: string;
  /** A recharge's operator, and its plan or bundle (none: airtime for the amount). */
  recharge?: { operator: string; plan?: string };
};

/** What a prepaid meter gets: a 20-digit token (`lib/prepaid-electricity.ts`) and its energy. */
export type PrepaidUnits = {
  token: string;
  /** Whole watt-hours (shown as kWh). */
  energyWh: number;
};

/**
 * Where a cross-border payment goes and what it delivers, as quoted when it was paid. The fee is
 * not here: the ledger charges it (`payerFee` in @repo/ledger/fees).
 */
export type CrossBorder = {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** What the recipient gets, in their currency. */
  receive: Money;
  /** The rate applied and the sample mid-market rate, scaled by RATE_SCALE (@repo/pricing/rates). */
  rate: number;
  midRate: number;
  /** The exchange margin between the two, in basis points. */
  marginBps: number;
  delivery: DeliveryMethod;
  /**
   * How long it takes to arrive, as quoted (`deliveryTime` in @repo/pricing/corridors): the
   * payment is on its way until then. Absent on payments recorded before times were kept.
   */
  estimate?: DeliveryEstimate;
  /** The mobile-money network, for mobile-money delivery. */
  network?: string;
};

/**
 * Why a payment was not made: one of the ledger's rules, or (in the connected wallet) what only
 * the server knows: no account has that number or ID, the server refused it with its reason, or
 * no answer came, so whether it went through is not known yet.
 */
export type PayRefusal =
  | Refusal
  | { reason: "no-account" }
  | { reason: "no-answer" }
  /** A kind of payment the connected wallet's server does not take yet. */
  | { reason: "not-connected" }
  /** The server's quote for a payment abroad differs from the one shown: nothing was paid. */
  | { reason: "quote-changed" }
  | { reason: "refused"; message: string };

/**
 * Where a payment stands: paid, on its way (held while an outside rail carries it), failed (the
 * money came back), or refunded. In the local build money abroad is on its way until its
 * delivery time has passed (`settledAsOf` in @repo/ledger/settlement); the rest completes at once.
 */
export type PaymentStatus = "Completed" | "Pending" | "Failed" | "Refunded";

/** A payment made, as the receipt shows it. */
export type Payment = Required<Pick<PaymentInput, "kind" | "recipient" | "name" | "method">> &
  Pick<
    PaymentInput,
    "note" | "transfer" | "ifsc" | "sortCode" | "linkId" | "crossBorder" | "prepaid"
  > & {
    id: string;
    /** Positive. */
    amount: Money;
    /** The fee charged on top of `amount`, when the payment has one (abroad). */
    fee?: Money;
    status: PaymentStatus;
    /** ISO 8601. */
    date: string;
    /** When the status last changed (ISO 8601), when it did after `date`. */
    statusChangedAt?: string;
    /** When a payment on its way arrives (ISO 8601): the local simulation's rail. */
    settlesAt?: string;
  };

/** A ledger line: the sample history's fields, plus the receipt details of payments made here. */
export type LedgerEntry = {
  id: string;
  name: string;
  /** Negative for money out, positive for money in. */
  amount: Money;
  type: TransactionType;
  category: TransactionCategory;
  /** ISO 8601. */
  date: string;
  status: PaymentStatus;
  /** What this line paid once (`paidOnceKey` in @repo/ledger/paid-once): a bill's cycle, a link. */
  paidOnce?: string;
} & Partial<
  Pick<
    Payment,
    | "kind"
    | "recipient"
    | "note"
    | "method"
    | "transfer"
    | "ifsc"
    | "sortCode"
    | "linkId"
    | "fee"
    | "crossBorder"
    | "prepaid"
    | "statusChangedAt"
    | "settlesAt"
  >
>;

export type Ledger = {
  balances: Balances;
  /** Newest first. */
  transactions: LedgerEntry[];
};

export type PaymentOutcome =
  { ok: true; ledger: Ledger; payment: Payment } | { ok: false; refusal: Refusal };

/** A home country's sample account as a new visitor first sees it, in its own currency. */
export function seedLedger(country: HomeCountryCode = DEFAULT_HOME_COUNTRY): Ledger {
  const { balances, transactions } = homeSamples[country];
  return { balances: { ...balances }, transactions: transactions.map((t) => ({ ...t })) };
}

/** `TXN` plus the last 10 digits of the clock; bumped by one if that id is already taken. */
export function transactionId(now: number, taken: ReadonlySet<string>): string {
  let digits = now % 10_000_000_000;
  let id = `TXN${String(digits).padStart(10, "0")}`;
  while (taken.has(id)) {
    digits = (digits + 1) % 10_000_000_000;
    id = `TXN${String(digits).padStart(10, "0")}`;
  }
  return id;
}

/**
 * A contact's name for a number or UPI ID, from the sample of the ledger's home country; else a
 * mobile number as the country writes it (`formatPhone`, as confirm showed it), else the ID.
 */
function nameFor(recipient: string, currency: string, kind: PersonalKind): string {
  const country = homeCountryOfCurrency(currency)?.code ?? DEFAULT_HOME_COUNTRY;
  const contact = homeSamples[country].contacts.find(
    (c) => c.phone === recipient || c.upiId === recipient,
  );
  return contact?.name ?? (kind === "mobile" ? formatPhone(recipient, country) : recipient);
}

/**
 * The one way money moves: checks the payment, moves the balances, and puts the entry at the
 * top of the ledger. Returns the new ledger and the receipt, or why it was refused.
 */
export function applyPayment(ledger: Ledger, input: PaymentInput, now: Date): PaymentOutcome {
  const refusal = checkPayment(ledger, input, now);
  if (refusal) return { ok: false, refusal };

  const { transactions } = ledger;
  const recipient = input.recipient.trim();
  const posting = postPayment(ledger.balances, input);
  const payment: Payment = {
    id: transactionId(now.getTime(), new Set(transactions.map((t) => t.id))),
    kind: input.kind,
    recipient,
    name: input.name?.trim() || nameFor(recipient, ledgerCurrency(ledger), input.kind),
    amount: input.amount,
    note: input.note?.trim() || undefined,
    method: input.method ?? "wallet",
    transfer: input.transfer,
    ifsc: input.ifsc,
    sortCode: input.sortCode,
    linkId: input.linkId,
    status: "Completed",
    date: now.toISOString(),
  };
  // Money abroad travels on an outside rail: on its way until its delivery time has passed.
  const estimate = input.crossBorder?.estimate;
  if (estimate) {
    payment.status = "Pending";
    payment.settlesAt = arrivalOf(now, estimate).toISOString();
  }
  if (input.prepaid) payment.prepaid = input.prepaid;
  if (posting.fee) payment.fee = posting.fee;
  if (input.crossBorder) payment.crossBorder = input.crossBorder;
  const thing = paidThingOf(input);
  // What left (or reached) the account, a fee on top included, as one ledger line.
  const entry: LedgerEntry = {
    ...payment,
    ...(thing ? { paidOnce: paidOnceKey(thing) } : {}),
    amount: posting.line,
    type: posting.line.minor < 0 ? "expense" : "income",
    category: PAYMENT_KINDS[input.kind].category,
  };
  return {
    ok: true,
    ledger: { balances: posting.balances, transactions: [entry, ...transactions] },
    payment,
  };
}

/** The receipt of a payment made in this app, or null for sample entries and unknown ids. */
export function paymentById(ledger: Ledger, id: string | undefined): Payment | null {
  const entry = id ? ledger.transactions.find((t) => t.id === id) : undefined;
  return entry ? paymentOf(entry) : null;
}

/** The receipt of a ledger entry, or null for a sample entry (it has no payment details). */
export function paymentOf(entry: LedgerEntry): Payment | null {
  if (!entry.kind || !entry.recipient || !entry.method) return null;
  // A fee left the account with the amount, in the same ledger line.
  const fee = entry.fee?.minor ?? 0;
  return {
    ...(entry.fee ? { fee: entry.fee } : {}),
    ...(entry.crossBorder ? { crossBorder: entry.crossBorder } : {}),
    ...(entry.prepaid ? { prepaid: entry.prepaid } : {}),
    id: entry.id,
    kind: entry.kind,
    recipient: entry.recipient,
    name: entry.name,
    amount: { minor: Math.abs(entry.amount.minor) - fee, currency: entry.amount.currency },
    note: entry.note,
    method: entry.method,
    transfer: entry.transfer,
    ifsc: entry.ifsc,
    sortCode: entry.sortCode,
    linkId: entry.linkId,
    status: entry.status,
    date: entry.date,
    ...(entry.statusChangedAt ? { statusChangedAt: entry.statusChangedAt } : {}),
    ...(entry.settlesAt ? { settlesAt: entry.settlesAt } : {}),
  };
}

/** A bill is overdue from the day after its due date. */
export function isOverdue(dueDate: string, today: Date): boolean {
  return localDay(today) > dueDate;
}

/**
 * A ledger stored by version 1 of the wallet, which kept whole rupees as bare numbers, in
 * today's shape (paise with their currency). Anything that is not such a ledger is returned
 * as it is, for the store's check to refuse.
 */
export function ledgerFromWholeRupees(stored: unknown): unknown {
  if (typeof stored !== "object" || stored === null) return stored;
  const { balances, transactions } = stored as { balances?: unknown; transactions?: unknown };
  if (typeof balances !== "object" || balances === null || !Array.isArray(transactions)) {
    return stored;
  }
  const { bank, wallet } = balances as { bank?: unknown; wallet?: unknown };
  const toMoney = (value: unknown) =>
    typeof value === "number" ? rupees(Math.round(value * 100) / 100) : value;
  return {
    balances: { bank: toMoney(bank), wallet: toMoney(wallet) },
    transactions: transactions.map((entry: unknown) =>
      typeof entry === "object" && entry !== null
        ? { ...entry, amount: toMoney((entry as { amount?: unknown }).amount) }
        : entry,
    ),
  };
}

/**
 * A top-up moves your own money from a bank account or card into the wallet: it is listed as
 * "Added", its receipt reads From the source To the wallet, and it is neither spent nor received.
 */
export function isTopUp(entry: Pick<LedgerEntry, "category">): boolean {
  return entry.category === "add-money";
}

/** How a list row reads the entry's direction: paid, received, or added to the wallet. */
export function directionOf(entry: LedgerEntry): "paid" | "received" | "added" {
  if (entry.type === "expense") return "paid";
  return isTopUp(entry) ? "added" : "received";
}

export type WeekTotals = { spent: Money; received: Money };

export type MonthlySummary = {
  /** The first day of the month summarised, local time. */
  month: Date;
  spent: Money;
  /** Money from other people (not top-ups). */
  received: Money;
  /** Your own money moved into the wallet (top-ups), on its own line. */
  added: Money;
  /** Days 1-7, 8-14, 15-21, 22-28 and 29 to the month's end. */
  weeks: WeekTotals[];
};

/**
 * Money out and in during the month of the newest entry (the sample data is dated, so "this
 * month" would be empty on a later visit). Top-ups are added, not received (`isTopUp`).
 */
export function monthlySummary(transactions: readonly LedgerEntry[]): MonthlySummary | null {
  const newest = transactions.reduce<Date | null>((latest, t) => {
    const date = new Date(t.date);
    return latest === null || date > latest ? date : latest;
  }, null);
  if (newest === null) return null;
  // A ledger keeps one currency (its home country's).
  const currency = transactions[0]!.amount.currency;
  const money = (minor: number): Money => ({ minor, currency });
  const year = newest.getFullYear();
  const monthIndex = newest.getMonth();
  const weeks = Array.from({ length: 5 }, () => ({ spent: 0, received: 0 }));
  let spent = 0;
  let received = 0;
  let added = 0;
  for (const t of transactions) {
    const date = new Date(t.date);
    if (date.getFullYear() !== year || date.getMonth() !== monthIndex) continue;
    const week = weeks[Math.min(4, Math.floor((date.getDate() - 1) / 7))]!;
    const minor = Math.abs(t.amount.minor);
    if (t.type === "expense") {
      spent += minor;
      week.spent += minor;
    } else if (isTopUp(t)) {
      added += minor;
    } else {
      received += minor;
      week.received += minor;
    }
  }
  return {
    month: new Date(year, monthIndex, 1),
    spent: money(spent),
    received: money(received),
    added: money(added),
    weeks: weeks.map((w) => ({ spent: money(w.spent), received: money(w.received) })),
  };
}
