import { useSettingsStore } from "../stores/settings-store";
import { useBankAccounts } from "./use-payment-methods";

/**
 * The id of the signed-in country's primary bank account: the one chosen on this device when it
 * is one of this country's accounts, else the sample's own primary.
 */
export function usePrimaryBankId(): string {
  const bankAccounts = useBankAccounts();
  const chosen = useSettingsStore((s) => s.primaryBankId);
  if (bankAccounts.some((b) => b.id === chosen)) return chosen;
  return (bankAccounts.find((b) => b.primary) ?? bankAccounts[0])?.id ?? chosen;
}
