import { homeSamples } from "@repo/mock-data/home-samples";
import type { Bill, TransactionCategory, TransactionType } from "@repo/mock-data/types";
import type { DeliveryMethod } from "@repo/pricing/corridors";
import { feeOn, feeRates } from "@repo/pricing/fees";
import {
  DEFAULT_HOME_COUNTRY,
  homeCountries,
  type HomeCountryCode,
  homeCountryOfCurrency,
} from "@repo/pricing/home-countries";

import { limitsOf } from "./limits";
import { type Money, moneyOf, rupees } from "./money";
import type { TransferType } from "./send-money-search";

/**
 * The wallet's ledger and its rules, as pure functions: what a payment may be, what it does to
 * the balances, and what the receipts and the dashboard read back. The store only holds the
 * ledger, persists it and calls these.
 */

/**
 * What the sample account is paying for. Every payment screen passes one of these; "cashback" is
 * money an offer credits to the wallet (never a payment out).
 */
export type PaymentKind = "send" | "bill" | "recharge" | "add-money" | "cross-border" | "cashback";
/** Where the money comes from. Send, bills and recharge pay from the wallet. */
export type PaymentMethod = "wallet" | "bank" | "card";

export type PaymentInput = {
  kind: PaymentKind;
  /** Who or what is paid: a mobile number, UPI ID, account number, consumer number, ... */
  recipient: string;
  /** The name to list in the ledger; defaults to a known contact's name, else the recipient. */
  name?: string;
  /** Positive, in paise; whole rupees from the screens. */
  amount: Money;
  note?: string;
  /** Defaults to "wallet". For add-money: "bank" moves money from the bank, "card" adds it. */
  method?: PaymentMethod;
  /** How a send-money payment reaches the recipient. */
  transfer?: TransferType;
  /** A bank transfer's IFSC (the account number is the recipient, the holder the name). */
  ifsc?: string;
  /** A Zambian bank transfer's branch sort code (the account number is the recipient). */
  sortCode?: string;
  /** The payment link this pays (`lib/pay-link.ts`): its status reads Paid from this entry. */
  linkId?: string;
  /** A cross-border payment's destination, delivery and quote (`amount` is what is sent). */
  crossBorder?: CrossBorder;
  /** Prepaid electricity bought with a bill payment: the meter's token and the units it loads. */
  prepaid?: PrepaidUnits;
};

/** What a prepaid meter gets: a 20-digit token (`lib/prepaid-electricity.ts`) and its energy. */
export type PrepaidUnits = {
  token: string;
  /** Whole watt-hours (shown as kWh). */
  energyWh: number;
};

/**
 * Where a cross-border payment goes and what it delivers, as quoted when it was paid. The fee is
 * not here: the ledger charges it from the pricing data (`paymentFee`).
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
  /** The mobile-money network, for mobile-money delivery. */
  network?: string;
};

/** A completed payment, as the receipt shows it. */
export type Payment = Required<Pick<PaymentInput, "kind" | "recipient" | "name" | "method">> &
  Pick<
    PaymentInput,
    "note" | "transfer" | "ifsc" | "sortCode" | "linkId" | "crossBorder" | "prepaid"
  > & {
    id: string;
    /** Positive. */
    amount: Money;
    /** The fee charged on top of `amount`, when the payment has one (cross-border). */
    fee?: Money;
    status: "Completed";
    /** ISO 8601. */
    date: string;
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
  status: "Completed";
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
  >
>;

export type Balances = { bank: Money; wallet: Money };

export type Ledger = {
  balances: Balances;
  /** Newest first. */
  transactions: LedgerEntry[];
};

/** Why the ledger will not take a payment, with the figures its message needs. */
export type Refusal =
  | { reason: "invalid-amount" }
  | { reason: "over-payment-limit"; limit: Money; leftToday: Money }
  | { reason: "over-daily-limit"; limit: Money; leftToday: Money }
  | { reason: "insufficient"; account: "wallet" | "bank"; balance: Money }
  /** A payment already carries this payment link's id: a link is paid once. */
  | { reason: "link-paid" };

export type PaymentOutcome =
  { ok: true; ledger: Ledger; payment: Payment } | { ok: false; refusal: Refusal };

/** A home country's sample account as a new visitor first sees it, in its own currency. */
export function seedLedger(country: HomeCountryCode = DEFAULT_HOME_COUNTRY): Ledger {
  const { currency } = homeCountries[country];
  const sample = homeSamples[country];
  const money = (amount: number) => moneyOf(amount, currency);
  return {
    balances: { bank: money(sample.balances.bank), wallet: money(sample.balances.wallet) },
    transactions: sample.transactions.map((t) => ({ ...t, amount: money(t.amount) })),
  };
}

/** The currency a ledger keeps: its wallet balance's (every entry and limit is in it). */
export function ledgerCurrency(ledger: Pick<Ledger, "balances">): string {
  return ledger.balances.wallet.currency;
}

const categoryOf: Record<PaymentKind, TransactionCategory> = {
  send: "transfer",
  bill: "bills",
  recharge: "recharge",
  "add-money": "add-money",
  "cross-border": "transfer",
  cashback: "cashback",
};

/**
 * The fee a payment carries on top of its amount, from the pricing data: cross-border transfers
 * pay the cross-border rate on the amount sent; every other payment is free.
 */
export function paymentFee(input: Pick<PaymentInput, "kind" | "amount">): Money {
  return {
    minor:
      input.kind === "cross-border" && Number.isSafeInteger(input.amount.minor)
        ? feeOn(input.amount.minor, feeRates.crossBorder)
        : 0,
    currency: input.amount.currency,
  };
}

/** Kinds that bring money into the wallet rather than pay it out. */
export function isMoneyIn(kind: PaymentKind): boolean {
  return kind === "add-money" || kind === "cashback";
}

function sameLocalDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Money that went out on `now`'s calendar day (local time), across every kind of payment. */
export function spentToday(ledger: Ledger, now: Date): Money {
  let minor = 0;
  for (const entry of ledger.transactions) {
    if (entry.type === "expense" && sameLocalDay(new Date(entry.date), now)) {
      minor += Math.abs(entry.amount.minor);
    }
  }
  return { minor, currency: ledgerCurrency(ledger) };
}

/** What can still go out today under the daily limit of the ledger's currency. */
export function leftToday(ledger: Ledger, now: Date): Money {
  const { perDay } = limitsOf(ledgerCurrency(ledger));
  return {
    minor: Math.max(0, perDay.minor - spentToday(ledger, now).minor),
    currency: perDay.currency,
  };
}

/**
 * Whether the ledger takes this payment now: a payment link not yet paid among the entries given
 * (the store passes today's, the screens the newest), a positive whole number of paise, at most the
 * per-payment limit, within what is left of the daily limit (money out only; adding money to the
 * wallet is not a payment out), and covered by the account it comes from (a card brings new money).
 * A fee (`paymentFee`) is money out too: the daily limit and the balance must cover amount + fee.
 */
export function checkPayment(ledger: Ledger, input: PaymentInput, now: Date): Refusal | null {
  const { minor } = input.amount;
  const currency = ledgerCurrency(ledger);
  if (!Number.isSafeInteger(minor) || minor < 1 || input.amount.currency !== currency) {
    return { reason: "invalid-amount" };
  }
  const { perPayment, perDay } = limitsOf(currency);
  if ((input.kind === "cross-border") !== (input.crossBorder !== undefined)) {
    return { reason: "invalid-amount" };
  }
  if (input.linkId && ledger.transactions.some((entry) => entry.linkId === input.linkId)) {
    return { reason: "link-paid" };
  }
  const left = leftToday(ledger, now);
  if (minor > perPayment.minor) {
    return { reason: "over-payment-limit", limit: perPayment, leftToday: left };
  }
  const method = input.method ?? "wallet";
  const addsMoney = isMoneyIn(input.kind);
  const debit = minor + paymentFee(input).minor;
  if (!addsMoney && debit > left.minor) {
    return { reason: "over-daily-limit", limit: perDay, leftToday: left };
  }
  if (addsMoney && (method === "card" || input.kind === "cashback")) return null;
  const account = method === "bank" ? "bank" : "wallet";
  const balance = ledger.balances[account];
  if (debit > balance.minor) return { reason: "insufficient", account, balance };
  return null;
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

/** A contact's name for a number or UPI ID, from the sample of the ledger's home country. */
function nameFor(recipient: string, currency: string): string {
  const country = homeCountryOfCurrency(currency)?.code ?? DEFAULT_HOME_COUNTRY;
  const contact = homeSamples[country].contacts.find(
    (c) => c.phone === recipient || c.upiId === recipient,
  );
  return contact?.name ?? recipient;
}

/**
 * The one way money moves: checks the payment, moves the balances, and puts the entry at the
 * top of the ledger. Returns the new ledger and the receipt, or why it was refused.
 */
export function applyPayment(ledger: Ledger, input: PaymentInput, now: Date): PaymentOutcome {
  const refusal = checkPayment(ledger, input, now);
  if (refusal) return { ok: false, refusal };

  const { balances, transactions } = ledger;
  const method = input.method ?? "wallet";
  const addsMoney = isMoneyIn(input.kind);
  const recipient = input.recipient.trim();
  const payment: Payment = {
    id: transactionId(now.getTime(), new Set(transactions.map((t) => t.id))),
    kind: input.kind,
    recipient,
    name: input.name?.trim() || nameFor(recipient, ledgerCurrency(ledger)),
    amount: input.amount,
    note: input.note?.trim() || undefined,
    method,
    transfer: input.transfer,
    ifsc: input.ifsc,
    sortCode: input.sortCode,
    linkId: input.linkId,
    status: "Completed",
    date: now.toISOString(),
  };
  if (input.prepaid) payment.prepaid = input.prepaid;
  const fee = paymentFee(input);
  if (input.crossBorder) Object.assign(payment, { fee, crossBorder: input.crossBorder });
  // What leaves the account: the amount and its fee, as one ledger line.
  const minor = input.amount.minor + fee.minor;
  const money = (value: number): Money => ({ minor: value, currency: input.amount.currency });
  const entry: LedgerEntry = {
    ...payment,
    amount: money(addsMoney ? minor : -minor),
    type: addsMoney ? "income" : "expense",
    category: categoryOf[input.kind],
  };
  const next: Balances = { ...balances };
  if (addsMoney) {
    next.wallet = money(balances.wallet.minor + minor);
    if (method === "bank") next.bank = money(balances.bank.minor - minor);
  } else if (method === "bank") {
    next.bank = money(balances.bank.minor - minor);
  } else {
    next.wallet = money(balances.wallet.minor - minor);
  }
  return {
    ok: true,
    ledger: { balances: next, transactions: [entry, ...transactions] },
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
    ...(entry.crossBorder ? { fee: entry.fee, crossBorder: entry.crossBorder } : {}),
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
  };
}

/** A date's calendar day where the wallet runs, as an ISO date: `2026-11-21`. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The payment of this bill made in the app, if any: a bill payment to the biller for the same
 * consumer number, made within the bill's cycle (from its bill date up to the next bill's).
 */
export function billPayment(
  ledger: Ledger,
  billerName: string,
  bill: Pick<Bill, "consumerNumber" | "billDate" | "nextBillDate">,
): LedgerEntry | undefined {
  return ledger.transactions.find((entry) => {
    if (entry.kind !== "bill" || entry.name !== billerName) return false;
    if (entry.recipient !== bill.consumerNumber) return false;
    const day = localDay(new Date(entry.date));
    return bill.billDate <= day && day < bill.nextBillDate;
  });
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
