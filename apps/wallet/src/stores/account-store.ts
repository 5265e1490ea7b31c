import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { idTypes } from "../lib/kyc";
import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";

/** One signed-in phone's account on this device: when it was opened and its identity check. */
export type AccountRecord = {
  /** ISO time of the first sign-in. */
  since: string;
  kyc: { idType: (typeof idTypes)[number]; last4: string; verifiedAt: string } | null;
};

type AccountState = {
  accounts: Record<string, AccountRecord>;
  /** A sign-in: opens the phone's account today unless it has one. */
  open: (phone: string, now?: Date) => void;
  verify: (phone: string, kyc: Omit<NonNullable<AccountRecord["kyc"]>, "verifiedAt">) => void;
};

const isoTime = v.pipe(v.string(), v.isoTimestamp());
// Storage is untrusted: anything that does not fit is dropped.
const accountsSchema = v.object({
  accounts: v.record(
    v.pipe(v.string(), v.regex(/^\d{9,10}$/)),
    v.object({
      since: isoTime,
      kyc: v.nullable(
        v.object({
          idType: v.picklist(idTypes),
          last4: v.pipe(v.string(), v.regex(/^[A-Z0-9]{4}$/)),
          verifiedAt: isoTime,
        }),
      ),
    }),
  ),
});

export const ACCOUNT_STORAGE_KEY = localStorageNames.accounts;

export const useAccountStore = create<AccountState>()(
  persist(
    (set, get) => ({
      accounts: {},
      open: (phone, now = new Date()) => {
        if (get().accounts[phone]) return;
        set({ accounts: { ...get().accounts, [phone]: { since: now.toISOString(), kyc: null } } });
      },
      verify: (phone, kyc) => {
        const record = get().accounts[phone];
        if (!record) return;
        const verified = { ...kyc, verifiedAt: new Date().toISOString() };
        set({ accounts: { ...get().accounts, [phone]: { ...record, kyc: verified } } });
      },
    }),
    {
      name: ACCOUNT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ accounts }) => ({ accounts }),
      merge: (persisted, current) => {
        const result = v.safeParse(accountsSchema, persisted);
        return result.success ? { ...current, ...result.output } : current;
      },
    },
  ),
);
