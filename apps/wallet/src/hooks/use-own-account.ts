import { connected } from "../data/api-url";
import { initialsOf } from "../lib/person-name";
import { inShell } from "../lib/shell-mode";
import type { OwnAccount } from "../lib/validation";
import { useSessionStore } from "../stores/session-store";
import { useHomeSample } from "./use-home-sample";

/** The account's holder as the screens show them: the QR's and statement's name, the greeting. */
export type AccountHolderView = OwnAccount & {
  name: string;
  /** What the dashboard's greeting calls them. */
  greetingName: string;
  /** The letters of their avatar (dashboard, Profile). */
  initials: string;
  /** The sample account's details the server does not keep (the local build only). */
  email?: string;
  city?: string;
};

/**
 * The account this wallet pays from: the phone signed in with (the sample account's before any
 * sign-in), its holder's name and the UPI ID its Receive screen hands out (Indian accounts;
 * Zambia has no UPI). Paying it is refused everywhere. On the connected wallet the name and UPI ID
 * are the server's, never the sample account's: a QR must pay this account and no other. The
 * build's app shell (lib/shell-mode.ts) has no account: no name, number or UPI ID.
 */
export function useOwnAccount(): AccountHolderView {
  const { user } = useHomeSample();
  const phone = useSessionStore((s) => s.phone) ?? user.phone;
  const holder = useSessionStore((s) => s.holder);
  if (inShell()) return { phone: "", name: "", greetingName: "", initials: "", upiId: "" };
  if (connected && holder) {
    // A home country without UPI (its sample account has no UPI ID) is paid at its number.
    return {
      phone,
      name: holder.name,
      greetingName: holder.name,
      initials: initialsOf(holder.name),
      ...(user.upiId ? { upiId: holder.upiId } : {}),
    };
  }
  return { ...user, phone, greetingName: user.firstName, initials: initialsOf(user.name) };
}
