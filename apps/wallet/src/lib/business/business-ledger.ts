import { paymentLegs } from "@repo/ledger/fees";
import { amountProblem, limitsOf } from "@repo/ledger/limits";
import { inr, type Money } from "@repo/ledger/money";
import {
  sampleBusiness,
  sampleCustomers,
  sampleSales,
  sampleSettlementDays,
} from "@repo/mock-data/business";

/**
 * The business's own ledger: payments it received (sales, at an outlet or through a payment
 * link) and settlements of its balance to its bank account. Pure functions; the business store
 * keeps the book in IndexedDB beside the personal ledger.
 */
export type BusinessSale = {
  id: string;
  kind: "sale";
  outletId: string;
  /** The payer's name as their bank gave it. */
  customer: string;
  /** The payer's UPI ID or mobile number. */
  payer: string;
  /** Positive. */
  amount: Money;
  /** ISO 8601. */
  date: string;
  /** A failed attempt moved no money. */
  status: "Completed" | "Failed";
  /** Set when the payment came through one of the business's payment links. */
  linkId?: string;
  /** What the business paid for the payment (a link's fee), kept back from its balance. */
  fee?: Money;
};

export type BusinessSettlement = {
  id: string;
  kind: "settlement";
  /** What left the business balance. */
  amount: Money;
  /** The settlement fee, kept back from `amount`. */
  fee: Money;
  date: string;
  /**
   * The local book settles at once; the server's is pending on the bank rail, then settled, or
   * failed with the money back in the business balance.
   */
  status: "Completed" | "Pending" | "Failed";
};

export type BusinessEntry = BusinessSale | BusinessSettlement;

export type BusinessBalances = {
  /** Received and not yet settled. */
  business: Money;
  /** The settlement bank account. */
  bank: Money;
};

/** The bank account a business settles to, as its card names it. */
export type PayoutAccount = { bankName: string; last4: string };

export type BusinessBook = {
  balances: BusinessBalances;
  /**
   * The account settlements go to, as the server keeps it (the connected build); the local book
   * settles to the sample's (`payoutAccountOf`).
   */
  payoutAccount?: PayoutAccount;
  /** Newest first. */
  entries: BusinessEntry[];
};

/** The account a book's settlements go to: the server's when it named one, else the sample's. */
export function payoutAccountOf(book: BusinessBook | undefined): PayoutAccount {
  if (book?.payoutAccount) return book.payoutAccount;
  const sample = sampleBusiness.settlementAccount;
  return { bankName: sample.bankName, last4: sample.accountNumber.slice(-4) };
}

/**
 * Why an amount cannot be a sale asked for by a link, an invoice's link or a QR code (none typed, under the smallest
 * payment, over one payment's most): the range to say, in the amount's currency (rupees when
 * none was read). Null when it can.
 */
export function linkAmountProblem(amount: Money | undefined): { min: Money; max: Money } | null {
  if (amount && amountProblem(amount) === null) return null;
  const { min, perPayment } = limitsOf(amount?.currency ?? "INR");
  return { min, max: perPayment };
}

/** What reached (or was to reach) the bank of a settlement: its amount less its fee. */
export const settlementToBank = (s: BusinessSettlement): Money => inr(s.amount.minor - s.fee.minor);

/**
 * What the screen says of a settlement just made, as it stands in the book: on its way, settled,
 * or refused by the bank with its whole amount back in the business balance.
 */
export function settlementNews(s: BusinessSettlement): "pending" | "settled" | "failed" {
  if (s.status === "Pending") return "pending";
  return s.status === "Completed" ? "settled" : "failed";
}

/** Whether a settlement of the book is still on its way to the bank (settled or refused later). */
export const hasPendingSettlement = (book: BusinessBook | undefined): boolean =>
  book?.entries.some((e) => e.kind === "settlement" && e.status === "Pending") ?? false;

export type SettlementQuote = { amount: Money; fee: Money; toBank: Money };

/** What settling `balance` now would cost and bring: the ledger's settlement fee, kept back. */
export function settlementQuote(balance: Money): SettlementQuote {
  const { fee, credit } = paymentLegs("settlement", balance);
  return { amount: balance, fee, toBank: credit };
}

const byNewest = (a: BusinessEntry, b: BusinessEntry) => Date.parse(b.date) - Date.parse(a.date);

function atDaysAgo(now: Date, daysAgo: number, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hours, minutes);
}

/**
 * The sample business's book as of `now`: its sample sales up to now, settled to the bank on the
 * sample settlement days; what came in since the last one is the business balance.
 */
export function seedBusinessBook(now: Date): BusinessBook {
  const sales: BusinessSale[] = sampleSales.flatMap((sale) => {
    const date = atDaysAgo(now, sale.daysAgo, sale.time);
    if (date > now) return [];
    const customer = sampleCustomers[sale.customer]!;
    return [
      {
        id: sale.id,
        kind: "sale" as const,
        outletId: sale.outletId,
        customer: customer.name,
        payer: customer.vpa,
        amount: sale.amount,
        date: date.toISOString(),
        status: sale.status,
      },
    ];
  });
  let book: BusinessBook = {
    balances: { business: inr(0), bank: sampleBusiness.settlementAccount.openingBalance },
    entries: [],
  };
  const chronological = [...sales].sort((a, b) => -byNewest(a, b));
  const settlements = sampleSettlementDays
    .map((s) => ({ id: s.id, date: atDaysAgo(now, s.daysAgo, s.time) }))
    .filter((s) => s.date <= now);
  for (const sale of chronological) {
    while (settlements[0] && settlements[0].date < new Date(sale.date)) {
      const next = settlements.shift()!;
      const settled = applySettlement(book, next.date, next.id);
      if (settled.ok) book = settled.book;
    }
    book = applySale(book, sale);
  }
  for (const rest of settlements) {
    const settled = applySettlement(book, rest.date, rest.id);
    if (settled.ok) book = settled.book;
  }
  return book;
}

/**
 * What the business paid for a sale, kept back from it: a link payment's fee as it was charged,
 * else the merchant QR payment's fee by the ledger's rule; nothing on a failed attempt.
 */
export function saleFee(sale: BusinessSale): Money {
  if (sale.status !== "Completed") return inr(0);
  return sale.fee ?? paymentLegs("qr", sale.amount).fee;
}

/** What a sale brought the business balance: the amount less its fee; nothing if it failed. */
export function saleNet(sale: BusinessSale): Money {
  return inr(sale.status === "Completed" ? sale.amount.minor - saleFee(sale).minor : 0);
}

/** Adds a received payment; a payment already in the book is not counted twice. */
export function applySale(book: BusinessBook, sale: BusinessSale): BusinessBook {
  if (book.entries.some((entry) => entry.id === sale.id)) return book;
  const received = saleNet(sale).minor;
  return {
    balances: { ...book.balances, business: inr(book.balances.business.minor + received) },
    entries: [sale, ...book.entries].sort(byNewest),
  };
}

export type SettlementOutcome =
  | { ok: true; book: BusinessBook; settlement: BusinessSettlement }
  | { ok: false; reason: "nothing-to-settle" };

/**
 * What settling came to on either book: made (pending on the server's rail, done at once on the
 * local book), nothing to settle, no answer (the same id may be sent again), or refused.
 */
export type SettleResult =
  | { ok: true; settlement: BusinessSettlement }
  | { ok: false; reason: "nothing-to-settle" | "no-answer" }
  | { ok: false; reason: "refused"; message: string };

/** Moves the whole business balance to the bank at once, less the settlement fee. */
export function applySettlement(book: BusinessBook, now: Date, id?: string): SettlementOutcome {
  const quote = settlementQuote(book.balances.business);
  if (quote.toBank.minor <= 0) return { ok: false, reason: "nothing-to-settle" };
  const settlement: BusinessSettlement = {
    id: id ?? `STL${String(now.getTime() % 10_000_000_000).padStart(10, "0")}`,
    kind: "settlement",
    amount: quote.amount,
    fee: quote.fee,
    date: now.toISOString(),
    status: "Completed",
  };
  return {
    ok: true,
    settlement,
    book: {
      balances: {
        business: inr(0),
        bank: inr(book.balances.bank.minor + quote.toBank.minor),
      },
      entries: [settlement, ...book.entries].sort(byNewest),
    },
  };
}

export function isSale(entry: BusinessEntry): entry is BusinessSale {
  return entry.kind === "sale";
}
