import type { BankAccount, Card } from "@repo/mock-data/types";

import { useLinkedMethodsStore } from "../stores/linked-methods-store";
import { useSessionStore } from "../stores/session-store";
import { useHomeSample } from "./use-home-sample";

/** The signed-in country's bank accounts: its sample's, then those linked on this device. */
export function useBankAccounts(): BankAccount[] {
  const { bankAccounts } = useHomeSample();
  const country = useSessionStore((s) => s.country);
  const linked = useLinkedMethodsStore((s) => s.banks);
  return [...bankAccounts, ...linked.filter((bank) => bank.country === country)];
}

/** The signed-in country's cards: its sample's, then those saved on this device. */
export function useCards(): Card[] {
  const { cards } = useHomeSample();
  const country = useSessionStore((s) => s.country);
  const saved = useLinkedMethodsStore((s) => s.cards);
  return [...cards, ...saved.filter((card) => card.country === country)];
}
