import { homeCountryCodes } from "@repo/pricing/home-countries";

import { connected } from "../data/api-url";
import { clearDrafts } from "../lib/drafts";
import { safeLocalStorage } from "../lib/safe-storage";
import { deleteDatabase, ledgerDatabaseName, localStorageNames } from "../lib/storage-names";
import { useAccountStore } from "./account-store";
import { eraseBusiness } from "./business-store";
import { useLinkedMethodsStore } from "./linked-methods-store";
import { useRequestsStore } from "./requests-store";
import { useSessionStore } from "./session-store";
import { withLedger } from "./wallet-store";

/**
 * "Erase all data": everything the wallet keeps about the account's money and activity, by the
 * registry of lib/storage-names.ts: this country's ledger (back to the sample data), every other
 * country's ledger (and the local build's note of which have paid), the connected wallet's last known view, requests and split bills, linked bank accounts and cards, the identity check (KYC), the business book and
 * profile, the drafts of unfinished payments and an older wallet's leftovers. This device's
 * sign-in, PIN and settings stay (Restart demo removes those too).
 */
export async function eraseAllData(): Promise<void> {
  const current = useSessionStore.getState().country;
  await withLedger((backend) => backend.erase(), { changes: () => true });
  await Promise.all(
    homeCountryCodes
      .filter((country) => country !== current)
      .map((country) => deleteDatabase(ledgerDatabaseName(country))),
  );
  await eraseBusiness();
  useRequestsStore.setState({ requests: [], splits: [] });
  useRequestsStore.persist.clearStorage();
  if (connected) {
    const { useSplitRequestsStore } = await import("./split-requests-store");
    useSplitRequestsStore.setState({ splits: [] });
    useSplitRequestsStore.persist.clearStorage();
  }
  useAccountStore.setState({ accounts: {} });
  useAccountStore.persist.clearStorage();
  useLinkedMethodsStore.setState({ banks: [], cards: [] });
  useLinkedMethodsStore.persist.clearStorage();
  safeLocalStorage.removeItem(localStorageNames.legacyWallet);
  safeLocalStorage.removeItem(localStorageNames.lastView);
  safeLocalStorage.removeItem(localStorageNames.firstPaymentMade);
  clearDrafts();
}
