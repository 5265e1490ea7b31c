import type { TransactionCategory } from "@repo/mock-data/types";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import {
  applyPayment,
  type Ledger,
  ledgerFromWholeRupees,
  MAX_ENTRIES,
  type Payment,
  type PaymentInput,
  type Refusal,
  seedLedger,
} from "../lib/ledger";
import { NOTE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from "../lib/limits";
import { safeLocalStorage } from "../lib/safe-storage";

export type PaymentResult = { ok: true; payment: Payment } | { ok: false; refusal: Refusal };

type WalletState = {
  ledger: Ledger;
  /** Puts a payment through the ledger's rules (`applyPayment`) at the current time. */
  pay: (input: PaymentInput) => PaymentResult;
};

export const STORAGE_KEY = "sangampay-wallet";
/** Version 2 keeps money in paise with its currency; version 1 kept whole rupees. */
export const STORAGE_VERSION = 2;

// What comes back from storage is untrusted: anything that does not fit falls back to the seed.
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const money = v.object({
  minor: v.pipe(v.number(), v.safeInteger()),
  currency: v.literal("INR"),
});

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
  transfer: v.optional(v.picklist(["phone", "upi", "bank", "international"])),
  ifsc: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/))),
});

// The sign-in that older versions kept here is read once by the session store.
export const persistedSchema = v.object({
  ledger: v.object({
    balances: v.object({ bank: money, wallet: money }),
    transactions: v.pipe(v.array(entrySchema), v.maxLength(MAX_ENTRIES)),
  }),
});

/**
 * Brings what an older wallet stored up to today's shape: version 1 kept whole rupees, and a
 * PIN flag and a language that nothing read. The result goes through `persistedSchema` next.
 */
export function migrateStored(persisted: unknown, version: number): unknown {
  if (version >= STORAGE_VERSION || typeof persisted !== "object" || persisted === null) {
    return persisted;
  }
  const { ledger } = persisted as { ledger?: unknown };
  return { ledger: ledgerFromWholeRupees(ledger) };
}

export const useWalletStore = create<WalletState>()(
  persist(
    (set, get) => ({
      ledger: seedLedger(),
      pay: (input) => {
        const outcome = applyPayment(get().ledger, input, new Date());
        if (!outcome.ok) return outcome;
        set({ ledger: outcome.ledger });
        return { ok: true, payment: outcome.payment };
      },
    }),
    {
      name: STORAGE_KEY,
      version: STORAGE_VERSION,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state) => ({ ledger: state.ledger }),
      migrate: migrateStored,
      merge: (persisted, current) => {
        const result = v.safeParse(persistedSchema, persisted);
        return result.success ? { ...current, ...result.output } : current;
      },
    },
  ),
);
