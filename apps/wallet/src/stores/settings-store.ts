import { bankAccounts } from "@repo/mock-data/banks";
import { bankAccounts as zambianBankAccounts } from "@repo/mock-data/zambia/bank-accounts";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";

/** Alerts a person can turn off. Security alerts are always on and not listed. */
export const NOTIFICATION_TOPICS = ["payments", "bills", "offers"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Security switches. Both are simulated: no biometric data is read and no OTP is sent. */
export const SECURITY_SWITCHES = ["biometric", "twoFactor"] as const;
export type SecuritySwitch = (typeof SECURITY_SWITCHES)[number];

type Preferences = {
  notifications: Record<NotificationTopic, boolean>;
  security: Record<SecuritySwitch, boolean>;
  /**
   * The linked bank account add-money and UPI use by default: one of any home country's
   * (`usePrimaryBankId` reads it for the signed-in country).
   */
  primaryBankId: string;
};

type SettingsState = Preferences & {
  setNotification: (topic: NotificationTopic, on: boolean) => void;
  setSecurity: (name: SecuritySwitch, on: boolean) => void;
  setPrimaryBank: (id: string) => void;
};

export const SETTINGS_STORAGE_KEY = localStorageNames.settings;

const defaults: Preferences = {
  notifications: { payments: true, bills: true, offers: false },
  security: { biometric: false, twoFactor: true },
  primaryBankId: bankAccounts.find((b) => b.primary)?.id ?? bankAccounts[0]!.id,
};

/**
 * Ids of bank accounts linked on this device (stores/linked-methods-store.ts): the primary account
 * may be one of them. Kept here so that the screens reading settings do not load the linked
 * accounts' store.
 */
export const LINKED_BANK_ID = /^bank-linked-[a-z0-9]{1,20}$/;

/** Every home country's sample accounts and those linked here: a primary account is one of them. */
const bankIds = [...bankAccounts, ...zambianBankAccounts].map((b) => b.id);
const isBankId = (id: string) => bankIds.includes(id) || LINKED_BANK_ID.test(id);

// Stored preferences are untrusted: a value that does not fit falls back to its default.
const persistedSchema = v.object({
  notifications: v.object({
    payments: v.fallback(v.boolean(), defaults.notifications.payments),
    bills: v.fallback(v.boolean(), defaults.notifications.bills),
    offers: v.fallback(v.boolean(), defaults.notifications.offers),
  }),
  security: v.object({
    biometric: v.fallback(v.boolean(), defaults.security.biometric),
    twoFactor: v.fallback(v.boolean(), defaults.security.twoFactor),
  }),
  primaryBankId: v.fallback(v.pipe(v.string(), v.check(isBankId)), defaults.primaryBankId),
});

/** Preferences kept on this device: alerts, the simulated security switches, the primary bank. */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...defaults,
      setNotification: (topic, on) =>
        set((s) => ({ notifications: { ...s.notifications, [topic]: on } })),
      setSecurity: (name, on) => set((s) => ({ security: { ...s.security, [name]: on } })),
      setPrimaryBank: (id) => {
        if (isBankId(id)) set({ primaryBankId: id });
      },
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ notifications, security, primaryBankId }) => ({
        notifications,
        security,
        primaryBankId,
      }),
      merge: (persisted, current) => {
        const result = v.safeParse(persistedSchema, persisted);
        return result.success ? { ...current, ...result.output } : current;
      },
    },
  ),
);
