import type { BankAccount } from "@repo/mock-data/types";

import { useLinkedBanksStore } from "../stores/linked-banks-store";
import { useSessionStore } from "../stores/session-store";
import { useHomeSample } from "./use-home-sample";

/** The signed-in country's bank accounts: its sample's, then those linked on this device. */
export function useBankAccounts(): BankAccount[] {
  const { bankAccounts } = useHomeSample();
  const country = useSessionStore((s) => s.country);
  const linked = useLinkedBanksStore((s) => s.banks);
  return [...bankAccounts, ...linked.filter((bank) => bank.country === country)];
}
