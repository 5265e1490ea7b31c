import { useSessionStore } from "./session-store";

/**
 * The connected wallet's live feed, from the app's root: money arriving is announced on any screen
 * once signed in, not only on those that read the ledger. The wallet's store (and its feed) loads
 * only when someone is signed in; it then follows the account itself. Answers a function that
 * stops watching sign-ins.
 */
export function followSignIns(): () => void {
  const start = () => {
    if (useSessionStore.getState().status !== "signed-in") return;
    void import("./wallet-store").then((store) => store.listenLive());
  };
  start();
  return useSessionStore.subscribe((session, previous) => {
    if (session.status !== previous.status) start();
  });
}
