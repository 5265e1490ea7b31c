import { useHomeSample } from "./use-home-sample";

/**
 * The account this wallet's requests and split shares ask to be paid at: the sample account's
 * UPI ID in India, its mobile number in Zambia (which has no UPI).
 */
export function usePayeeAccount(): { name: string; account: string } {
  const { user } = useHomeSample();
  return { name: user.name, account: user.upiId ?? user.phone };
}
