import { languages, type LanguageCode } from "@repo/i18n/languages";
import { balances as seedBalances } from "@repo/mock-data/balances";
import { contacts } from "@repo/mock-data/contacts";
import { transactions as seedTransactions } from "@repo/mock-data/transactions";
import type { Balances, Transaction, TransactionCategory } from "@repo/mock-data/types";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { amountProblem, transactionId, type AmountProblem } from "../lib/ledger";
import { NOTE_MAX_LENGTH, PHONE_LENGTH, RECIPIENT_MAX_LENGTH } from "../lib/limits";
import { safeLocalStorage } from "../lib/safe-storage";

/** What the sample account is paying for. Every payment screen passes one of these. */
export type PaymentKind = "send" | "bill" | "recharge" | "add-money";
/** Where the money comes from. Send, bills and recharge pay from the wallet. */
export type PaymentMethod = "wallet" | "bank" | "card";

export type PaymentInput = {
  kind: PaymentKind;
  /** What the user typed or picked: a mobile number, UPI ID, account number, biller, ... */
  recipient: string;
  /** The name to list in the ledger; defaults to a known contact's name, else the recipient. */
  name?: string;
  /** Whole rupees, at least 1 and at most the per-transaction limit. */
  amount: number;
  note?: string;
  /** Defaults to "wallet". For add-money: "bank" moves money from the bank, "card" adds it. */
  method?: PaymentMethod;
};

/** A completed payment, as the receipt shows it. */
export type Payment = {
  id: string;
  kind: PaymentKind;
  recipient: string;
  name: string;
  /** Positive whole rupees. */
  amount: number;
  note?: string;
  method: PaymentMethod;
  status: "Completed";
  /** ISO 8601. */
  date: string;
};

export type PaymentResult = { ok: true; payment: Payment } | { ok: false; problem: AmountProblem };

/** A ledger line: the sample data's shape, plus the receipt details of payments made here. */
export type LedgerEntry = Transaction & {
  kind?: PaymentKind;
  recipient?: string;
  note?: string;
  method?: PaymentMethod;
};

export type Session = {
  /** Ten digits, without +91; null until the OTP is verified. */
  phone: string | null;
  /** That a PIN was created. The PIN itself is never kept. */
  pinSet: boolean;
  language: LanguageCode | null;
};

export type Ledger = {
  balances: Balances;
  /** Newest first. */
  transactions: LedgerEntry[];
};

type WalletState = {
  session: Session;
  ledger: Ledger;
  /** A verified OTP starts a session for this phone, in this language. */
  signIn: (phone: string, language: LanguageCode) => void;
  setLanguage: (language: LanguageCode) => void;
  markPinSet: () => void;
  /** Ends the session. The sample account's ledger stays, as a bank account would. */
  logout: () => void;
  /**
   * The one way money moves: checks the amount, updates the balances, and puts the entry at the
   * top of the ledger. Returns the payment for the receipt, or why it could not be made.
   */
  completePayment: (input: PaymentInput) => PaymentResult;
};

export const STORAGE_KEY = "sangampay-wallet";
/** Oldest entries drop off beyond this, so storage stays small. */
const MAX_ENTRIES = 200;

const emptySession: Session = { phone: null, pinSet: false, language: null };

export function seedLedger(): Ledger {
  return { balances: { ...seedBalances }, transactions: seedTransactions.map((t) => ({ ...t })) };
}

const categoryOf: Record<PaymentKind, TransactionCategory> = {
  send: "transfer",
  bill: "bills",
  recharge: "recharge",
  "add-money": "add-money",
};

function nameFor(recipient: string): string {
  const contact = contacts.find((c) => c.phone === recipient || c.upiId === recipient);
  return contact?.name ?? recipient;
}

/** The receipt of a payment made in this app, or null for sample entries and unknown ids. */
export function paymentFromEntry(entry: LedgerEntry | undefined): Payment | null {
  if (!entry?.kind || !entry.recipient || !entry.method) return null;
  return {
    id: entry.id,
    kind: entry.kind,
    recipient: entry.recipient,
    name: entry.name,
    amount: Math.abs(entry.amount),
    note: entry.note,
    method: entry.method,
    status: entry.status,
    date: entry.date,
  };
}

// What comes back from storage is untrusted: anything that does not fit falls back to the seed.
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
// JSON has no NaN or Infinity, so a parsed number is always finite.
const money = v.number();

const entrySchema = v.object({
  id: text(40),
  name: text(RECIPIENT_MAX_LENGTH * 2),
  amount: money,
  type: v.picklist(["expense", "income"]),
  category: v.picklist([
    "transfer",
    "shopping",
    "food",
    "bills",
    "recharge",
    "salary",
    "add-money",
    "cashback",
  ] satisfies TransactionCategory[]),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/)),
  status: v.picklist(["Completed"]),
  kind: v.optional(v.picklist(["send", "bill", "recharge", "add-money"])),
  recipient: v.optional(text(RECIPIENT_MAX_LENGTH * 2)),
  note: v.optional(text(NOTE_MAX_LENGTH)),
  method: v.optional(v.picklist(["wallet", "bank", "card"])),
});

const persistedSchema = v.object({
  session: v.object({
    phone: v.nullable(v.pipe(v.string(), v.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`)))),
    pinSet: v.boolean(),
    language: v.nullable(v.picklist(languages.map((l) => l.code))),
  }),
  ledger: v.object({
    balances: v.object({ bank: money, wallet: money }),
    transactions: v.pipe(v.array(entrySchema), v.maxLength(MAX_ENTRIES)),
  }),
});

export const useWalletStore = create<WalletState>()(
  persist(
    (set, get) => ({
      session: emptySession,
      ledger: seedLedger(),
      signIn: (phone, language) => set({ session: { phone, pinSet: false, language } }),
      setLanguage: (language) => set((s) => ({ session: { ...s.session, language } })),
      markPinSet: () => set((s) => ({ session: { ...s.session, pinSet: true } })),
      logout: () => set({ session: emptySession }),
      completePayment: (input) => {
        const { balances, transactions } = get().ledger;
        const method = input.method ?? "wallet";
        const addsMoney = input.kind === "add-money";
        // Adding money by card brings new money in; everything else spends what an account holds.
        const available =
          addsMoney && method === "card"
            ? Infinity
            : method === "bank"
              ? balances.bank
              : balances.wallet;
        const problem = amountProblem(input.amount, available);
        if (problem) return { ok: false, problem };

        const id = transactionId(Date.now(), new Set(transactions.map((t) => t.id)));
        const recipient = input.recipient.trim();
        const note = input.note?.trim() || undefined;
        const payment: Payment = {
          id,
          kind: input.kind,
          recipient,
          name: input.name?.trim() || nameFor(recipient),
          amount: input.amount,
          note,
          method,
          status: "Completed",
          date: new Date().toISOString(),
        };
        const entry: LedgerEntry = {
          id,
          name: payment.name,
          amount: addsMoney ? payment.amount : -payment.amount,
          type: addsMoney ? "income" : "expense",
          category: categoryOf[input.kind],
          date: payment.date,
          status: "Completed",
          kind: input.kind,
          recipient,
          note,
          method,
        };
        const next: Balances = { ...balances };
        if (addsMoney) {
          next.wallet += payment.amount;
          if (method === "bank") next.bank -= payment.amount;
        } else if (method === "bank") {
          next.bank -= payment.amount;
        } else {
          next.wallet -= payment.amount;
        }
        set({
          ledger: { balances: next, transactions: [entry, ...transactions].slice(0, MAX_ENTRIES) },
        });
        return { ok: true, payment };
      },
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state) => ({ session: state.session, ledger: state.ledger }),
      // Whatever an older version stored goes through the same check as today's data.
      migrate: (persisted) => persisted,
      merge: (persisted, current) => {
        const result = v.safeParse(persistedSchema, persisted);
        return result.success ? { ...current, ...result.output } : current;
      },
    },
  ),
);
