import { type HomeCountryCode, homeCountryCodes } from "@repo/pricing/home-countries";

/**
 * Every name under which the wallet keeps something in this browser, in one place: the modules
 * that keep things take their names from here, and "Erase all data" and "Restart demo" erase by
 * this list (a unit test fails on a storage name written anywhere else).
 *
 * `device` things belong to this browser, not to the account's money: the sign-in, app lock and
 * PIN, and the settings. "Erase all data" keeps them (you stay signed in, on the sample data);
 * "Restart demo" removes them too.
 */
export const localStorageNames = {
  /** Sign-in, app lock and PIN hash (device). */
  session: "sangampay-session",
  /** Theme, language, notification and security switches (device). */
  settings: "sangampay-settings",
  /** Each phone's account on this device: when it was opened, its identity check (KYC). */
  accounts: "sangampay-accounts",
  /** Money requests and split bills. */
  requests: "sangampay-requests",
  /**
   * Bank accounts and cards linked on this device (Payment methods → Add bank account, Add card):
   * the name is from when it held bank accounts only, kept so that those stay linked.
   */
  linkedMethods: "sangampay-linked-banks",
  /** The connected wallet's split bills: which request asked whom for which share. */
  splitRequests: "sangampay-split-requests",
  /** The business profile (business mode). */
  businessProfile: "sangampay-business-profile",
  /** An older wallet's whole state, before IndexedDB (moved into the ledger on first start). */
  legacyWallet: "sangampay-wallet",
  /**
   * The connected wallet's last answer from the server (balances and newest entries), keyed by
   * the account: shown at once, marked as refreshing, until the server answers again; erased at
   * logout (data/last-view.ts).
   */
  lastView: "sangampay-last-view",
  /**
   * The local build: the home countries whose ledger on this device has made its first payment
   * (one ledger per country: lib/storage-names.ts ledgerDatabaseName), kept by each read of the
   * ledger for the dashboard frame's script, which cannot read IndexedDB (lib/shell-scripts.ts
   * hideSpentOffer); erased with the ledgers ("Erase all data").
   */
  firstPaymentMade: "sangampay-first-payment-made",
  /** Written to tell other tabs the ledger changed, where BroadcastChannel is missing. */
  ledgerChanged: "sangampay-ledger-changed",
} as const;

/** The names "Erase all data" keeps: this device's sign-in and settings. */
export const deviceStorageNames: readonly string[] = [
  localStorageNames.session,
  localStorageNames.settings,
];

/** Session storage: a step screen's fields, kept until a payment is made (lib/drafts.ts). */
export const draftPrefix = "sangampay.draft.";

/** The BroadcastChannel that tells other tabs the ledger changed. */
export const ledgerChannelName = "sangampay-ledger";

/** IndexedDB: a home country's ledger (India's keeps the first version's name). */
export function ledgerDatabaseName(country: HomeCountryCode): string {
  return country === "IN" ? "sangampay-wallet" : `sangampay-wallet-${country.toLowerCase()}`;
}

/** IndexedDB: the business book (sales, invoices, payment links). */
export const businessDatabaseName = "sangampay-business";

/** Every IndexedDB database the wallet may have made. */
export const allDatabaseNames: readonly string[] = [
  ...homeCountryCodes.map(ledgerDatabaseName),
  businessDatabaseName,
];

/** Deletes an IndexedDB database; resolves even when it is blocked or missing. */
export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined" || indexedDB === null) return resolve();
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
