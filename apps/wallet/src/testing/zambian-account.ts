import { afterEach, beforeEach, vi } from "vitest";

import { seedLedger } from "../lib/ledger";
import { useSessionStore } from "../stores/session-store";
import { startWithLedger } from "./ledger";

/**
 * Each test of the file starts signed in to the sample Zambian account (Mwila Banda, kwacha) on
 * its sample ledger, with the clock at `now`; `before` runs first (to reset a module's state).
 */
export function signedInAsZambia(now: Date, before?: () => void) {
  beforeEach(async () => {
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    before?.();
    useSessionStore.getState().signIn("971234567", "ZM");
    await startWithLedger(seedLedger("ZM"));
  });
  afterEach(() => {
    vi.useRealTimers();
    useSessionStore.setState(useSessionStore.getInitialState());
  });
}
