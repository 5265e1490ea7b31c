import type { BrowserContextOptions } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { test as base } from "@repo/e2e/fixtures";
import type { HomeCountryCode } from "@repo/pricing/home-countries";

import { hashPin, PIN_HASH_ITERATIONS, type PinRecord } from "../src/lib/pin-hash";
import { localStorageNames } from "../src/lib/storage-names";
import type { Session } from "../src/stores/session-store";

/** A phone that has signed in on this device and created its PIN, as a test starts from it. */
export type Account = {
  /** The national number as the session keeps it (ten digits in India, nine in Zambia). */
  phone: string;
  country?: HomeCountryCode;
  pin?: string;
  /** When the account was opened (its first sign-in); now by default. */
  since?: Date;
};

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * The device storage a sign-up leaves behind (the OTP verified, the PIN created), for `account`:
 * the session with the PIN's salted hash, unlocked, and the account opened at `since`.
 */
export function signedInState(account: Account, pin: PinRecord): StorageState {
  const session: Session = {
    status: "signed-in",
    phone: account.phone,
    country: account.country ?? "IN",
    pin,
    pinOnServer: false,
    holder: null,
    locked: false,
    hiddenAt: null,
    failedTries: 0,
    lockedUntil: null,
  };
  const accounts = {
    [account.phone]: { since: (account.since ?? new Date()).toISOString(), kyc: null },
  };
  return {
    cookies: [],
    origins: [
      {
        origin: e2eUrls.wallet,
        localStorage: [
          {
            name: localStorageNames.session,
            value: JSON.stringify({ state: session, version: 1 }),
          },
          {
            name: localStorageNames.accounts,
            value: JSON.stringify({ state: { accounts }, version: 1 }),
          },
        ],
      },
    ],
  };
}

export const DEFAULT_PIN = "135790";

type WorkerFixtures = {
  /**
   * The stored record of a PIN, made by the wallet's own `hashPin` (PBKDF2-SHA-256, 600,000
   * iterations, a random salt) once per worker and PIN, in Node: a test that starts signed in
   * does not pay for deriving it in the page.
   */
  pinRecord: (pin: string) => Promise<PinRecord>;
};

type TestFixtures = {
  /** Start the test signed in as this account (`test.use({ account: ... })`); null: a guest. */
  account: Account | null;
};

/**
 * The wallet's test object, where `test.use({ account })` opens every page of the test on that
 * account, signed in with its PIN created, as if the sign-up had just been made on this device.
 * The sign-up itself keeps its own tests (onboarding-login, create-pin, journey).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  pinRecord: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, use) => {
      const records = new Map<string, Promise<PinRecord>>();
      await use((pin) => {
        let record = records.get(pin);
        if (!record) {
          record = hashPin(pin, PIN_HASH_ITERATIONS);
          records.set(pin, record);
        }
        return record;
      });
    },
    { scope: "worker" },
  ],
  account: [null, { option: true }],
  // (`provide` is Playwright's `use`, named so React's hook rule leaves it alone.)
  storageState: async ({ account, pinRecord, storageState }, provide) => {
    if (!account) return provide(storageState);
    await provide(signedInState(account, await pinRecord(account.pin ?? DEFAULT_PIN)));
  },
});

export { expect } from "@repo/e2e/fixtures";
