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
