import { describe, expect, it } from "vitest";

import { SETTINGS_STORAGE_KEY, useSettingsStore } from "./settings-store";

const state = () => useSettingsStore.getState();

describe("settings store", () => {
  it("starts with payment and bill alerts on, offers off, 2FA on and SBI primary", () => {
    expect(state().notifications).toEqual({ payments: true, bills: true, offers: false });
    expect(state().security).toEqual({ biometric: false, twoFactor: true });
    expect(state().primaryBankId).toBe("bank-sbi");
  });

  it("switches preferences and keeps them on this device", () => {
    state().setNotification("offers", true);
    state().setSecurity("biometric", true);
    state().setPrimaryBank("bank-hdfc");
    const { state: stored } = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!) as {
      state: unknown;
    };
    expect(stored).toEqual({
      notifications: { payments: true, bills: true, offers: true },
      security: { biometric: true, twoFactor: true },
      primaryBankId: "bank-hdfc",
    });
  });

  it("ignores an unknown bank account", () => {
    state().setPrimaryBank("bank-nowhere");
    expect(state().primaryBankId).toBe("bank-sbi");
  });

  it("falls back to defaults for tampered stored values", async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        state: {
          notifications: { payments: "yes", bills: false, offers: true },
          security: { biometric: true, twoFactor: 1 },
          primaryBankId: "<script>",
        },
        version: 1,
      }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(state().notifications).toEqual({ payments: true, bills: false, offers: true });
    expect(state().security).toEqual({ biometric: true, twoFactor: true });
    expect(state().primaryBankId).toBe("bank-sbi");
  });
});
