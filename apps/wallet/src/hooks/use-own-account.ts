import { useEffect } from "react";

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
  /**
   * Whether the name and UPI ID are the account's: false in the build's app shell (which has no
   * account) and while `waiting`. Nothing that hands the account out or names its holder (a QR, a
   * payment link, a statement's PDF) may be made without it.
   */
  known: boolean;
  /**
   * Whether the connected wallet is asking the server whose account this is (a signed-in session
   * kept without its holder): the screen says so, and offers to ask again. Never in the app shell,
   * which draws each screen's own frame.
   */
  waiting: boolean;
  /** The sample account's details the server does not keep (the local build only). */
  email?: string;
  city?: string;
};

let asking: Promise<void> | null = null;

/**
 * A connected session kept without its holder (signed in before this device kept one, or the
 * stored holder was unreadable): asks the server whose account it is, once at a time, and keeps the
 * answer when it is this session's phone. (The local build has no server: nothing to ask.)
 */
export function askServerForHolder(phone: string): Promise<void> {
  if (!connected) return Promise.resolve();
  asking ??= import("../data/account-api")
    .then(async ({ readAccount }) => {
      const read = await readAccount();
      const session = useSessionStore.getState();
      if (!read.ok || session.phone !== phone || !read.data.user.phone.endsWith(phone)) return;
      const { name, upiId, nameSet } = read.data.user;
      session.setHolder({ name, upiId, nameSet });
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * The account this wallet pays from: the phone signed in with (the sample account's before any
 * sign-in), its holder's name and the UPI ID its Receive screen hands out (Indian accounts;
 * Zambia has no UPI). Paying it is refused everywhere. On the connected wallet the name and UPI ID
 * are the server's, never the sample account's, not even for a moment: a QR must pay this account
 * and no other. The build's app shell (lib/shell-mode.ts) has no account: no name, number or UPI ID.
 */
export function useOwnAccount(): AccountHolderView {
  const { user } = useHomeSample();
  const phone = useSessionStore((s) => s.phone) ?? user.phone;
  const holder = useSessionStore((s) => s.holder);
  // A visitor who never signed in (the site's /demo) has the sample wallet, on this browser only.
  const signedIn = useSessionStore((s) => s.status === "signed-in");
  const waiting = connected && signedIn && !holder && !inShell();
  useEffect(() => {
    if (waiting) void askServerForHolder(phone);
  }, [waiting, phone]);
  if (inShell()) {
    return {
      phone: "",
      name: "",
      greetingName: "",
      initials: "",
      upiId: "",
      known: false,
      waiting: false,
    };
  }
  if (waiting) return { phone, name: "", greetingName: "", initials: "", known: false, waiting };
  if (connected && holder) {
    // A home country without UPI (its sample account has no UPI ID) is paid at its number.
    return {
      phone,
      name: holder.name,
      greetingName: holder.name,
      initials: initialsOf(holder.name),
      known: true,
      waiting,
      ...(user.upiId ? { upiId: holder.upiId } : {}),
    };
  }
  return {
    ...user,
    phone,
    greetingName: user.firstName,
    initials: initialsOf(user.name),
    known: true,
    waiting,
  };
}
