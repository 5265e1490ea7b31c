import type { BankAccount } from "@repo/mock-data/types";
import { type HomeCountryCode, homeCountryCodes } from "@repo/pricing/home-countries";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";
import { LINKED_BANK_ID } from "./settings-store";

/** A bank account linked on this device, beside its home country's sample accounts. */
export type LinkedBank = BankAccount & { country: HomeCountryCode };

type LinkedBanksState = {
  banks: LinkedBank[];
  /** Links an account that `validateTransfer("bank", ...)` checked; returns it. */
  addBank: (bank: Omit<LinkedBank, "id" | "primary">) => LinkedBank;
};

// What is read back from storage is untrusted: an account that does not fit is dropped.
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
const persistedSchema = v.object({
  banks: v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const bank = v.safeParse(bankSchema, item);
        return bank.success ? [bank.output] : [];
      }),
    ),
  ),
});

/** Bank accounts linked on this device (Profile → Payment methods → Add bank account). */
export const useLinkedBanksStore = create<LinkedBanksState>()(
  persist(
    (set) => ({
      banks: [],
      addBank: (bank) => {
        const linked: LinkedBank = {
          ...bank,
          id: `bank-linked-${Date.now().toString(36)}`,
          primary: false,
        };
        set((s) => ({ banks: [...s.banks, linked] }));
        return linked;
      },
    }),
    {
      name: localStorageNames.linkedBanks,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ banks }) => ({ banks }),
      merge: (persisted, current) => {
        const read = v.safeParse(persistedSchema, persisted);
        return read.success ? { ...current, banks: read.output.banks } : current;
      },
    },
  ),
);
