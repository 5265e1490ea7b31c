import type { OwnAccount } from "../lib/validation";
import { useSessionStore } from "../stores/session-store";
import { useHomeSample } from "./use-home-sample";

/**
 * The account this wallet pays from: the phone signed in with (the sample account's before any
 * sign-in) and the UPI ID its Receive screen hands out (Indian accounts; Zambia has no UPI).
 * Paying it is refused everywhere.
 */
export function useOwnAccount(): OwnAccount {
  const { user } = useHomeSample();
  const phone = useSessionStore((s) => s.phone) ?? user.phone;
  return { phone, upiId: user.upiId };
}
