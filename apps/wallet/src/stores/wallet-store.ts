import { toast } from "@repo/ui/lib/toast";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import type { LedgerBackend } from "../data/ledger-backend";
import { i18n } from "../lib/i18n";
import type { Ledger, LedgerEntry, Payment, PaymentInput, Refusal } from "../lib/ledger";
import { PHONE_LENGTH } from "../lib/limits";
import { inr } from "../lib/money";
import { safeLocalStorage } from "../lib/safe-storage";

export type Session = {
  /** Ten digits, without +91; null until the OTP is verified. */
  phone: string | null;
};

export type PaymentResult = { ok: true; payment: Payment } | { ok: false; refusal: Refusal };

/** "loading" until the stored ledger has been read once; screens that show money wait for it. */
export type LedgerStatus = "idle" | "loading" | "ready";

type WalletState = {
  session: Session;
  /**
   * What the screens show of the ledger, read from IndexedDB: the balances and the newest
   * entries (at least the newest month's). The whole history stays in the database.
   */
  ledger: Ledger;
  /** The oldest payment made in this wallet, for the first-payment offer. */
  firstPayment: LedgerEntry | null;
  ledgerStatus: LedgerStatus;
  /** False where the browser keeps nothing (the ledger then lives in memory). */
  kept: boolean;
  /** A verified OTP starts a session for this phone. */
  signIn: (phone: string) => void;
  /** Ends the session. The sample account's ledger stays, as a bank account would. */
  logout: () => void;
  /**
   * Puts a payment through the ledger's rules (`applyPayment`) at the current time, against the
   * stored balances: another tab's payment is never overwritten or spent twice.
   */
  pay: (input: PaymentInput) => Promise<PaymentResult>;
};

/** The session's own localStorage value (the ledger lives in IndexedDB). */
export const SESSION_STORAGE_KEY = "sangampay-session";
export const SESSION_STORAGE_VERSION = 1;
/** Where the wallet kept session and ledger together before; read once for the phone. */
const LEGACY_STORAGE_KEY = "sangampay-wallet";

const phoneSchema = v.nullable(v.pipe(v.string(), v.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`))));
export const sessionSchema = v.object({ phone: phoneSchema });

/** A phone an older wallet kept beside its ledger, so an upgrade keeps the user signed in. */
function legacySession(): Session {
  try {
    const stored = JSON.parse(safeLocalStorage.getItem(LEGACY_STORAGE_KEY) as string) as {
      state?: { session?: unknown };
    };
    const result = v.safeParse(sessionSchema, stored.state?.session);
    return result.success ? result.output : { phone: null };
  } catch {
    return { phone: null };
  }
}

const noLedger: Ledger = { balances: { bank: inr(0), wallet: inr(0) }, transactions: [] };

export const useWalletStore = create<WalletState>()(
  persist(
    (set) => ({
      session: legacySession(),
      ledger: noLedger,
      firstPayment: null,
      ledgerStatus: "idle",
      kept: true,
      signIn: (phone) => set({ session: { phone } }),
      logout: () => set({ session: { phone: null } }),
      pay: (input) =>
        withLedger((backend) => backend.pay(input, new Date()), {
          changes: (outcome) => outcome.ok,
        }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: SESSION_STORAGE_VERSION,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state) => ({ session: state.session }),
      merge: (persisted, current) => {
        const result = v.safeParse(v.object({ session: sessionSchema }), persisted);
        return result.success ? { ...current, session: result.output.session } : current;
      },
    },
  ),
);

// An upgraded wallet's session moves to its own key now: the old value goes once the ledger moves.
if (
  useWalletStore.getState().session.phone !== null &&
  !safeLocalStorage.getItem(SESSION_STORAGE_KEY)
) {
  useWalletStore.setState({ session: useWalletStore.getState().session });
}

let opening: Promise<LedgerBackend> | null = null;
let announceChange = () => {};

/** The ledger's storage, opened once (its code loads with the first screen that needs it). */
function ledgerBackend(): Promise<LedgerBackend> {
  opening ??= import("../data/open-ledger").then(async (module) => {
    const backend = await module.openLedger();
    module.onLedgerChangeElsewhere(() => void refreshLedger());
    announceChange = module.announceLedgerChange;
    useWalletStore.setState({ kept: backend.kept });
    if (!backend.kept) {
      toast({
        title: i18n.t("wallet:app.storage.notKeptTitle"),
        description: i18n.t("wallet:app.storage.notKeptBody"),
        duration: 10_000,
      });
    }
    return backend;
  });
  return opening;
}

/** Reads the balances and the newest entries again (after a payment here or in another tab). */
export async function refreshLedger(): Promise<void> {
  const backend = await ledgerBackend();
  const view = await backend.view();
  useWalletStore.setState({
    ledger: { balances: view.balances, transactions: view.recent },
    firstPayment: view.firstPayment,
    ledgerStatus: "ready",
  });
}

let firstRead: Promise<void> | null = null;

/** For the loaders of screens that show money: resolves once the ledger has been read. */
export function loadLedger(): Promise<void> {
  const { ledgerStatus } = useWalletStore.getState();
  if (ledgerStatus === "ready") return Promise.resolve();
  if (!firstRead || ledgerStatus === "idle") {
    useWalletStore.setState({ ledgerStatus: "loading" });
    firstRead = refreshLedger().catch((error: unknown) => {
      firstRead = null;
      useWalletStore.setState({ ledgerStatus: "idle" });
      throw error;
    });
  }
  return firstRead;
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
