import type { BankAccount, Card } from "@repo/mock-data/types";
import { type HomeCountryCode, homeCountryCodes } from "@repo/pricing/home-countries";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";
import { LINKED_BANK_ID } from "./settings-store";

/** A bank account linked on this device, beside its home country's sample accounts. */
export type LinkedBank = BankAccount & { country: HomeCountryCode };

/**
 * A card saved on this device: its network, last four digits, expiry and the name on it, never
 * its number. `issuer` is "" (a number does not name its bank here).
 */
export type LinkedCard = Card & { country: HomeCountryCode; holder: string };

type LinkedMethodsState = {
  banks: LinkedBank[];
  cards: LinkedCard[];
  /** Links an account that `validateTransfer("bank", ...)` checked; returns it. */
  addBank: (bank: Omit<LinkedBank, "id" | "primary">) => LinkedBank;
  /** Saves a card that `validateCard` (lib/card.ts) checked; returns it. */
  addCard: (card: Omit<LinkedCard, "id" | "issuer">) => LinkedCard;
};

const LINKED_CARD_ID = /^card-linked-[a-z0-9]{1,20}$/;

// What is read back from storage is untrusted: an account or card that does not fit is dropped.
const bankSchema = v.object({
  id: v.pipe(v.string(), v.regex(LINKED_BANK_ID)),
  country: v.picklist(homeCountryCodes),
  bankName: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  accountType: v.picklist(["savings", "current"]),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  ifsc: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/))),
  sortCode: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/))),
  primary: v.literal(false),
});
const cardSchema = v.object({
  id: v.pipe(v.string(), v.regex(LINKED_CARD_ID)),
  country: v.picklist(homeCountryCodes),
  issuer: v.literal(""),
  network: v.picklist(["visa", "mastercard", "rupay"]),
  kind: v.picklist(["debit", "credit"]),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expiry: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/)),
  holder: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
});
const listOf = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.optional(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.flatMap((item) => {
          const read = v.safeParse(schema, item);
          return read.success ? [read.output] : [];
        }),
      ),
    ),
    [],
  );
const persistedSchema = v.object({ banks: listOf(bankSchema), cards: listOf(cardSchema) });

/** A new id, unique on this device. */
const newId = (kind: "bank" | "card") => `${kind}-linked-${Date.now().toString(36)}`;

/**
 * Bank accounts and cards linked on this device (Profile → Payment methods → Add bank account,
 * Add card), shown beside the home country's sample ones.
 */
export const useLinkedMethodsStore = create<LinkedMethodsState>()(
  persist(
    (set) => ({
      banks: [],
      cards: [],
      addBank: (bank) => {
        const linked: LinkedBank = { ...bank, id: newId("bank"), primary: false };
        set((s) => ({ banks: [...s.banks, linked] }));
        return linked;
      },
      addCard: (card) => {
        const saved: LinkedCard = { ...card, id: newId("card"), issuer: "" };
        set((s) => ({ cards: [...s.cards, saved] }));
        return saved;
      },
    }),
    {
      name: localStorageNames.linkedMethods,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ banks, cards }) => ({ banks, cards }),
      merge: (persisted, current) => {
        const read = v.safeParse(persistedSchema, persisted);
        return read.success ? { ...current, ...read.output } : current;
      },
    },
  ),
);
