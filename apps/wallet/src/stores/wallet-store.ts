import { nextSettlement } from "@repo/ledger/settlement";
import { homeCountries, type HomeCountryCode } from "@repo/pricing/home-countries";
import { toast } from "@repo/ui/lib/toast";
import { create } from "zustand";

import { connected } from "../data/api-url";
import type { Approval, LedgerBackend } from "../data/ledger-backend";
import { i18n } from "../lib/i18n";
import type { Ledger, LedgerEntry, Payment, PaymentInput, PayRefusal } from "../lib/ledger";
import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";
import { useSessionStore } from "./session-store";

export type PaymentResult = { ok: true; payment: Payment } | { ok: false; refusal: PayRefusal };

/** "loading" until the stored ledger has been read once; screens that show money wait for it. */
export type LedgerStatus = "idle" | "loading" | "ready";

type WalletState = {
  /**
   * What the screens show of the ledger, read from IndexedDB: the balances and the newest
   * entries (at least the newest month's). The whole history stays in the database.
   */
  ledger: Ledger;
  /** The oldest payment made in this wallet, for the first-payment offer. */
  firstPayment: LedgerEntry | null;
  ledgerStatus: LedgerStatus;
  /**
   * The connected wallet shows the server's last answer, kept in this browser (data/last-view.ts),
   * until the server answers again: the screens say it is being refreshed.
   */
  fromCache?: boolean;
  /** False where the browser keeps nothing (the ledger then lives in memory). */
  kept: boolean;
  /**
   * Puts a payment through the ledger's rules (`applyPayment`) at the current time, against the
   * stored balances: another tab's payment is never overwritten or spent twice.
   */
  pay: (input: PaymentInput, approval?: Approval) => Promise<PaymentResult>;
};

/** What the screens hold before a home country's ledger is read: nothing, in its currency. */
function noLedger(country: HomeCountryCode): Ledger {
  const zero = { minor: 0, currency: homeCountries[country].currency };
  return { balances: { bank: zero, wallet: zero }, transactions: [] };
}

export const useWalletStore = create<WalletState>()(() => ({
  ledger: noLedger(useSessionStore.getState().country),
  firstPayment: null,
  ledgerStatus: "idle",
  kept: true,
  pay: (input, approval) =>
    withLedger(
      async (backend) => {
        const outcome = await backend.pay(input, new Date(), approval);
        // The first payment earns its cashback at once (credited once per wallet).
        if (outcome.ok) await backend.creditFirstPayment(new Date());
        return outcome;
      },
      { changes: (outcome) => outcome.ok },
    ),
}));

let opening: { country: HomeCountryCode; backend: Promise<LedgerBackend> } | null = null;
let announceChange = () => {};
let listening = false;
/** The connected wallet's live feed, while signed in: stops it. */
let stopLiveFeed: (() => void) | null = null;

/**
 * The connected wallet hears of every movement of its money and each change of its requests as
 * they happen (stores/live-updates.ts, loaded by the connected wallet alone), on whatever screen
 * is open: the app's root starts it, a sign-in or the ledger's opening starts it again.
 */
export async function listenLive(): Promise<void> {
  if (stopLiveFeed || useSessionStore.getState().status !== "signed-in") return;
  const { startLiveUpdates } = await import("./live-updates");
  if (stopLiveFeed) return;
  stopLiveFeed = startLiveUpdates(() => void refreshLedger());
}

/**
 * The signed-in home country's ledger storage, opened once per country (its code loads with the
 * first screen that needs it).
 */
function ledgerBackend(): Promise<LedgerBackend> {
  const { country, status } = useSessionStore.getState();
  if (opening?.country === country) return opening.backend;
  const backend = import("../data/open-ledger").then(async (module) => {
    const backend = await module.openLedger(country, { signedIn: status === "signed-in" });
    // A first payment made before cashback was credited (or while another tab was closing).
    await backend.creditFirstPayment(new Date());
    if (!listening) {
      listening = true;
      module.onLedgerChangeElsewhere(() => void refreshLedger());
      announceChange = module.announceLedgerChange;
    }
    useWalletStore.setState({ kept: backend.kept });
    if (connected) void listenLive();
    if (!backend.kept) {
      toast({
        title: i18n.t("wallet:app.storage.notKeptTitle"),
        description: i18n.t("wallet:app.storage.notKeptBody"),
        duration: 10_000,
      });
    }
    return backend;
  });
  opening = { country, backend };
  return backend;
}

/** The longest a browser timer waits (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
let arrival: ReturnType<typeof setTimeout> | undefined;

/**
 * Money on its way arrives at its settle time (the local simulation's rail): the view is read
 * again then, so the screens say it has arrived without a reload.
 */
function readAgainOnArrival(entries: readonly LedgerEntry[]) {
  clearTimeout(arrival);
  const now = new Date();
  const next = nextSettlement(entries, now);
  if (next === undefined) return;
  arrival = setTimeout(
    () => void refreshLedger(),
    Math.min(next - now.getTime() + 1, MAX_TIMER_MS),
  );
}

/** Reads the balances and the newest entries again (after a payment here or in another tab). */
export async function refreshLedger(): Promise<void> {
  const { country, phone } = useSessionStore.getState();
  const backend = await ledgerBackend();
  const view = await backend.view();
  const now = useSessionStore.getState();
  // Signed in to another country (or, connected, another account) meanwhile: its own read follows.
  if (now.country !== country || (connected && now.phone !== phone)) return;
  if (connected && now.status === "signed-in" && phone)
    (await lastViewCache()).keepView(phone, view);
  useWalletStore.setState({
    ledger: { balances: view.balances, transactions: view.recent },
    firstPayment: view.firstPayment,
    ledgerStatus: "ready",
    fromCache: false,
  });
  readAgainOnArrival(view.recent);
}

let firstRead: Promise<void> | null = null;

/**
 * The connected build's last known view of the account (data/last-view.ts), loaded with its first
 * read; the local build keeps none and carries none of its code.
 */
const lastViewCache = () => import("../data/last-view");

/** For the loaders of screens that show money: resolves once the ledger has been read. */
export function loadLedger(): Promise<void> {
  const { ledgerStatus } = useWalletStore.getState();
  if (ledgerStatus === "ready") return Promise.resolve();
  if (!firstRead || ledgerStatus === "idle") {
    useWalletStore.setState({ ledgerStatus: "loading" });
    const read = connected
      ? showLastView().then((shown) => (shown ? undefined : refreshLedger()))
      : refreshLedger();
    firstRead = read.catch((error: unknown) => {
      firstRead = null;
      useWalletStore.setState({ ledgerStatus: "idle" });
      throw error;
    });
  }
  return firstRead;
}

/**
 * The connected wallet, signed in and unlocked: paints the account's last known view at once from
 * this browser (marked as refreshing) and reads the server's behind it; false when none is kept.
 */
async function showLastView(): Promise<boolean> {
  const { status, phone, locked } = useSessionStore.getState();
  if (status !== "signed-in" || locked || !phone) return false;
  const kept = (await lastViewCache()).lastView(phone);
  // Signed out, locked or another account meanwhile: the server's read of the account follows.
  const now = useSessionStore.getState();
  if (!kept || now.status !== status || now.locked || now.phone !== phone) return false;
  useWalletStore.setState({
    ledger: { balances: kept.balances, transactions: kept.recent },
    firstPayment: kept.firstPayment,
    ledgerStatus: "ready",
    fromCache: true,
  });
  // Until the server answers, the view stays marked as refreshing (the next read that succeeds
  // clears the mark: the live feed's, a payment's, a screen's after a reload).
  void refreshLedger().catch(() => {});
  return true;
}

/**
 * Runs a task against the stored ledger; when it changed something, reads the view again and
 * tells the other tabs.
 */
export async function withLedger<T>(
  task: (backend: LedgerBackend) => Promise<T>,
  { changes }: { changes: (result: T) => boolean } = { changes: () => false },
): Promise<T> {
  const backend = await ledgerBackend();
  const result = await task(backend);
  if (changes(result)) {
    await refreshLedger();
    announceChange();
  }
  return result;
}

// A sign-in to another home country shows that country's ledger, and in the connected wallet
// another account's or a sign-out shows nothing of the last one's money: the screens read it
// afresh, and the live feed follows the account signed in.
useSessionStore.subscribe((session, previous) => {
  const otherAccount =
    connected && (session.phone !== previous.phone || session.status !== previous.status);
  if (session.country === previous.country && !otherAccount) return;
  if (otherAccount) {
    // Stopping the feed also forgets the last account's requests.
    stopLiveFeed?.();
    stopLiveFeed = null;
    // Another account's (or, signed out, no account's) ledger opens on the next read.
    opening = null;
    // Logout erases the last known view of the account's money.
    if (connected && previous.status === "signed-in" && session.status !== "signed-in") {
      safeLocalStorage.removeItem(localStorageNames.lastView);
    }
  }
  useWalletStore.setState({
    ledger: noLedger(session.country),
    firstPayment: null,
    ledgerStatus: "idle",
    fromCache: false,
  });
  if (otherAccount && session.status === "signed-in") void listenLive();
});
