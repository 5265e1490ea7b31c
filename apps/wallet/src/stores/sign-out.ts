import { connected } from "../data/api-url";
import { useSessionStore } from "./session-store";

/**
 * Logout: this device forgets the session (drafts too; the PIN stays for the next sign-in with
 * the same number), and the connected wallet's session ends on the server as well, before the
 * page is left. Resolves once both are done (or the server could not be reached: the session
 * then ends on its own after 30 idle minutes).
 */
export async function signOut(): Promise<void> {
  useSessionStore.getState().logout();
  if (!connected) return;
  const { endServerSession } = await import("../data/account-api");
  await endServerSession();
}

/**
 * The connected wallet: once the server says this browser's session is over (signed out from
 * another device, this device removed, or expired), this device signs out too and `then` runs
 * (the router checks the screen again, which leads to login). `heldAtStart`: the session was
 * held when the page started (stores/session-follow.ts), so a 401 the page heard before this
 * was set up is this session's; a session begun since (a sign-in on this page) ignores it.
 */
export async function followServerSession(then: () => void, heldAtStart: boolean): Promise<void> {
  const { whenSessionEnds } = await import("../data/api-client");
  whenSessionEnds(() => {
    const session = useSessionStore.getState();
    if (session.status !== "signed-in") return;
    session.logout();
    then();
  }, heldAtStart);
}
