import { user } from "@repo/mock-data/user";
import { useEffect } from "react";

import { useAccountStore } from "../stores/account-store";
import { useSessionStore } from "../stores/session-store";

export type AccountStatus = {
  /** Opened today: greeted as new rather than welcomed back. */
  isNew: boolean;
  /** ISO date or time the account was opened. */
  memberSince: string;
  kycVerified: boolean;
  /** The signed-in phone, or null for the sample account (nobody signed in yet). */
  phone: string | null;
};

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * The account on screen: the sample account's (verified since 2024) until someone signs in; then
 * the signed-in phone's own, opened at its first sign-in, with its identity check still to do.
 */
export function useAccountStatus(now: Date = new Date()): AccountStatus {
  const status = useSessionStore((s) => s.status);
  const phone = useSessionStore((s) => s.phone);
  const own = status !== "guest" && phone !== null ? phone : null;
  const record = useAccountStore((s) => (own ? s.accounts[own] : undefined));
  const open = useAccountStore((s) => s.open);
  // A phone signed in before accounts were kept gets its record now.
  useEffect(() => {
    if (own && !record) open(own);
  }, [own, record, open]);

  if (!own) {
    return {
      isNew: false,
      memberSince: user.memberSince,
      kycVerified: user.kycVerified,
      phone: null,
    };
  }
  const since = record?.since ?? now.toISOString();
  return {
    isNew: sameDay(new Date(since), now),
    memberSince: since,
    kycVerified: Boolean(record?.kyc),
    phone: own,
  };
}
