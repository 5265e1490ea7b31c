import type { FeeId } from "./fees";
import type { Money } from "./money";

/**
 * Every kind of payment SangamPay moves money for, and what each does: which way it moves the
 * account's money, which published fee applies and who pays it, whether it counts as a first
 * payment for the cashback offer, and the history category its line is listed under. The
 * wallet's local ledger records these kinds and the server runs one operation per kind.
 */

/**
 * Who pays a fee: the payer, on top of the amount ("on-top": a transfer abroad), or the payee,
 * kept back from what reaches them ("kept-back": a merchant's payment-link fee, a settlement).
 */
export type FeeLeg = "on-top" | "kept-back";

/** The history category a kind's line is listed under. */
export type EntryCategory =
  "transfer" | "bills" | "recharge" | "add-money" | "cashback" | "settlement";

export type KindRule = {
  /** Whose account the kind debits or credits: a person's wallet or a business's balance. */
  account: "personal" | "business";
  /** "out" debits the account (the wallet, or the linked bank); "in" credits the wallet. */
  direction: "out" | "in";
  /** The rate in `feeRates` this kind is charged (0 for a free kind); none for a credit of ours. */
  fee: FeeId | null;
  feeLeg: FeeLeg;
  /** Counts as the account's first payment for the first-payment cashback. */
  firstPayment: boolean;
  category: EntryCategory;
};

/** A payment out of a person's wallet, which counts as a first payment. */
const personalOut = {
  account: "personal",
  direction: "out",
  feeLeg: "on-top",
  firstPayment: true,
} as const;

export const PAYMENT_KINDS = {
  /** To a mobile number (its UPI account in India, a SangamPay number in Zambia). */
  mobile: { ...personalOut, fee: "bankTransfer", category: "transfer" },
  /** To a UPI ID. */
  upi: { ...personalOut, fee: "bankTransfer", category: "transfer" },
  /** To a bank account: an account number with its IFSC (India) or sort code (Zambia). */
  "bank-account": { ...personalOut, fee: "bankTransfer", category: "transfer" },
  /** To a Zambian mobile-money wallet (Airtel Money, MTN MoMo, Zamtel Kwacha). */
  "mobile-money": { ...personalOut, fee: "bankTransfer", category: "transfer" },
  /** Abroad, through a quote: the cross-border fee is paid on top of the amount sent. */
  international: { ...personalOut, fee: "crossBorder", category: "transfer" },
  bill: { ...personalOut, fee: "billPayments", category: "bills" },
  recharge: { ...personalOut, fee: "billPayments", category: "recharge" },
  /** A business's payment link: free to the payer, its fee kept back from the merchant. */
  link: { ...personalOut, fee: "paymentLinks", feeLeg: "kept-back", category: "transfer" },
  /** A merchant's QR code: free to the payer, its (zero) fee kept back from the merchant. */
  qr: { ...personalOut, fee: "qrPayments", feeLeg: "kept-back", category: "transfer" },
  /** Someone's payment request (a request link), paid by the person asked. */
  request: { ...personalOut, fee: "bankTransfer", category: "transfer" },
  /** A share of a split bill, paid to the person who split it. */
  "split-share": { ...personalOut, fee: "bankTransfer", category: "transfer" },
  /** Money added to the wallet: from the linked bank account, or new money from a card. */
  "add-money": {
    account: "personal",
    direction: "in",
    fee: "walletLoading",
    feeLeg: "on-top",
    firstPayment: false,
    category: "add-money",
  },
  /** An offer's cashback, credited by SangamPay. */
  cashback: {
    account: "personal",
    direction: "in",
    fee: null,
    feeLeg: "on-top",
    firstPayment: false,
    category: "cashback",
  },
  /** A business's balance to its bank account, the settlement fee kept back. */
  settlement: {
    account: "business",
    direction: "out",
    fee: "instantSettlement",
    feeLeg: "kept-back",
    firstPayment: false,
    category: "settlement",
  },
} as const satisfies Record<string, KindRule>;

export type PaymentKind = keyof typeof PAYMENT_KINDS;

/** The kinds a person pays or receives in their wallet (all but a business's settlement). */
export type PersonalKind = {
  [K in PaymentKind]: (typeof PAYMENT_KINDS)[K]["account"] extends "personal" ? K : never;
}[PaymentKind];

/** Every kind, in the order above. */
export const paymentKinds = Object.keys(PAYMENT_KINDS) as PaymentKind[];

/** The kinds a person's wallet records, in the order above. */
export const personalKinds = paymentKinds.filter(
  (kind): kind is PersonalKind => PAYMENT_KINDS[kind].account === "personal",
);

export function isPaymentKind(value: unknown): value is PaymentKind {
  return typeof value === "string" && Object.hasOwn(PAYMENT_KINDS, value);
}

/** Kinds that bring money into the wallet rather than pay it out. */
export function isMoneyIn(kind: PaymentKind): boolean {
  return PAYMENT_KINDS[kind].direction === "in";
}

/** Where a person's payment comes from: the wallet (sending, bills, ...), the bank or a card. */
export type PaymentMethod = "wallet" | "bank" | "card";

/** A person's two balances: the SangamPay wallet and the linked bank account. */
export type Balances = { bank: Money; wallet: Money };

/**
 * What a line of `minor` units (amount and any fee on top) of this kind moves, by account: money
 * out leaves the bank when paid from it, else the wallet; money in reaches the wallet, out of the
 * linked bank when it comes from there (a card or SangamPay brings new money).
 */
export function balanceEffect(
  kind: PaymentKind,
  method: PaymentMethod,
  minor: number,
): { bank: number; wallet: number } {
  if (isMoneyIn(kind)) return { bank: method === "bank" ? -minor : 0, wallet: minor };
  return method === "bank" ? { bank: -minor, wallet: 0 } : { bank: 0, wallet: -minor };
}
