import { BUSINESS_NAME_MAX, BusinessName, businessVpa, isBusinessVpa } from "@repo/forms/business";
import { sampleBusiness } from "@repo/mock-data/business";
import { redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { connected } from "../data/api-url";
import type { RegisterResult } from "../data/business-api";
import type { BusinessBackend, BusinessState } from "../data/business-book";
import { BUSINESS_COUNTRY } from "../lib/business/business-country";
import {
  applySale,
  applySettlement,
  seedBusinessBook,
  type SettleResult,
} from "../lib/business/business-ledger";
import { salesForPaidLinks, storedLink } from "../lib/business/business-links";
import { invoiceNumber } from "../lib/business/gst";
import { isStateCode } from "../lib/business/gst-states";
import { gstinProblem, normaliseGstin } from "../lib/business/gstin";
import type { Invoice } from "../lib/business/invoice";
import type { SignedPayLink } from "../lib/pay-link";
import { safeLocalStorage } from "../lib/safe-storage";
import { inShell } from "../lib/shell-mode";
import { localStorageNames } from "../lib/storage-names";
import { useSessionStore } from "./session-store";
import { withLedger } from "./wallet-store";

/** What the business sign-up asks, and its UPI ID; the rest (outlets, bank) is the sample's. */
export type BusinessProfile = {
  name: string;
  /** Its own UPI ID, made from its name at sign-up (`businessVpa`) and kept when renamed. */
  vpa: string;
  /** Null when the business has no GST registration. */
  gstin: string | null;
  /** GST state code of the principal place of business. */
  stateCode: string;
};

export const BUSINESS_PROFILE_KEY = localStorageNames.businessProfile;
/** Where business mode starts: its sign-up. */
export const BUSINESS_SIGNUP = "/business/signup";
export { BUSINESS_NAME_MAX };

type BusinessStore = {
  profile: BusinessProfile | null;
  /**
   * The connected wallet's business is its account's (the server keeps it under the account): the
   * phone that was signed in when it was kept. Another account signed in on this browser, or
   * none, has no business here (`ownsProfile`). Null on the local build, whose business, like its
   * ledger, is this browser's.
   */
  account: string | null;
  /** The book as last read, null before the first read. */
  state: BusinessState | null;
  kept: boolean;
};

const profileSchema = v.object({
  name: BusinessName,
  gstin: v.nullable(
    v.pipe(
      v.string(),
      v.check((text) => gstinProblem(text) === null),
    ),
  ),
  stateCode: v.pipe(v.string(), v.check(isStateCode)),
  // Profiles stored before businesses had their own UPI ID get one from their name on read.
  vpa: v.optional(v.pipe(v.string(), v.check(isBusinessVpa))),
});

/**
 * Whether a profile kept for `account` is the business of the session now: on the connected
 * wallet, only the signed-in account's (lib/shell-scripts.ts gateBusinessShell reads the same).
 */
function ownsProfile(account: string | null): boolean {
  if (!connected) return true;
  const session = useSessionStore.getState();
  return session.status === "signed-in" && account !== null && session.phone === account;
}

/**
 * Business mode needs a business: an Indian account without one is sent to the sign-up from any
 * other business screen, before that screen is drawn (routes/business/route.tsx's loader), so a
 * page opened there draws the sign-up's frame at once (lib/shell-scripts.ts showBusinessSignUp).
 * A Zambian account stays, and is told business mode is India's. Never in the build's app shell.
 */
export function signUpFirst(pathname: string): void {
  if (
    pathname !== BUSINESS_SIGNUP &&
    !inShell() &&
    useSessionStore.getState().country === BUSINESS_COUNTRY &&
    !useBusinessStore.getState().profile
  ) {
    redirect({ to: BUSINESS_SIGNUP, replace: true, throw: true });
  }
}

/** Business mode: on once a business profile exists on this device (connected: for this account). */
export const useBusinessStore = create<BusinessStore>()(
  persist((): BusinessStore => ({ profile: null, account: null, state: null, kept: true }), {
    name: BUSINESS_PROFILE_KEY,
    version: 1,
    storage: createJSONStorage(() => safeLocalStorage),
    partialize: ({ profile, account }) => ({ profile, account }),
    // Storage is untrusted: a profile that does not fit, or another account's, means no business.
    merge: (persisted, current) => {
      const kept = persisted as { profile?: unknown; account?: unknown } | undefined;
      const account = typeof kept?.account === "string" ? kept.account : null;
      const parsed = v.safeParse(profileSchema, kept?.profile);
      if (!parsed.success || !ownsProfile(account)) return { ...current, profile: null };
      const { vpa, ...profile } = parsed.output;
      return {
        ...current,
        account,
        profile: { ...profile, vpa: vpa ?? businessVpa(profile.name) },
      };
    },
  }),
);

// The connected wallet: logout, or another account signed in, ends the last one's business here
// (its name and UPI ID are erased from this browser; the server keeps the business).
if (connected) {
  useSessionStore.subscribe(() => {
    const { profile, account } = useBusinessStore.getState();
    if (profile && !ownsProfile(account)) {
      useBusinessStore.setState({ profile: null, account: null, state: null });
    }
  });
}

let backend: Promise<BusinessBackend> | null = null;

function book(): Promise<BusinessBackend> {
  backend ??= import("../data/business-book").then(async (module) => {
    const opened = await module.openBusinessBook();
    useBusinessStore.setState({ kept: opened.kept });
    return opened;
  });
  return backend;
}

/** A fresh sample book dated from `now`, for a business just signed up (or a lost book). */
function freshState(now: Date): BusinessState {
  return { book: seedBusinessBook(now), invoices: [], links: [] };
}

/**
 * Reads the stored book into the store (business screens, before they open). Payments made in
 * this browser's wallet through the business's links are credited first: everything is local,
 * so the wallet's ledger stands in for the payment network telling the merchant.
 */
export async function loadBusiness(): Promise<void> {
  const backend = await book();
  let state =
    (await backend.read()) ??
    (await backend.update(() => {
      const fresh = freshState(new Date());
      return { state: fresh, result: fresh };
    }));
  if (connected) {
    // The connected wallet's sales and settlements are the server's; invoices stay on the device.
    const { serverBook } = await import("../data/business-server");
    const shown = await serverBook(useBusinessStore.getState().state?.book);
    useBusinessStore.setState({ state: { ...state, book: shown } });
    return;
  }
  const vpa = useBusinessStore.getState().profile?.vpa;
  const links = state.links.flatMap((raw) => storedLink(raw, vpa) ?? []);
  const recorded = new Set(state.book.entries.map((e) => (e.kind === "sale" ? e.linkId : null)));
  const open = links.filter((link) => !recorded.has(link.id));
  if (open.length > 0) {
    const since = Math.min(...open.map((link) => Date.parse(link.createdAt)));
    const paid = await withLedger((ledger) => ledger.linkPayments(since));
    if (salesForPaidLinks(open, paid, state.book.entries).length > 0) {
      state = await backend.update((stored) => {
        const current = stored ?? state;
        const sales = salesForPaidLinks(open, paid, current.book.entries);
        const next = { ...current, book: sales.reduce(applySale, current.book) };
        return { state: next, result: next };
      });
    }
  }
  useBusinessStore.setState({ state });
}

/** "Erase all data": the book, its invoices and links, and the profile (business mode ends). */
export async function eraseBusiness(): Promise<void> {
  await (await book()).erase();
  useBusinessStore.setState({ profile: null, account: null, state: null });
  useBusinessStore.persist.clearStorage();
}

/** Keeps a newly made payment link, newest first. */
export function keepLink(link: SignedPayLink): Promise<void> {
  return change((state) => ({
    state: { ...state, links: [link, ...state.links] },
    result: undefined,
  }));
}

async function change<T>(
  step: (state: BusinessState) => { state: BusinessState; result: T },
): Promise<T> {
  const result = await (await book()).update((stored) => step(stored ?? freshState(new Date())));
  await loadBusiness();
  return result;
}

/** What signing up came to: done, or (connected) why the server has not got it. */
export type StartResult = RegisterResult | { ok: true };

/**
 * Signs the business up: the profile, and (the first time) the sample book starting today. The
 * connected wallet signs it up on the server first, which gives its UPI ID; nothing is kept
 * here unless the server has it.
 */
export async function startBusiness(profile: Omit<BusinessProfile, "vpa">): Promise<StartResult> {
  const name = profile.name.trim();
  const registered = connected
    ? await import("../data/business-api").then((module) => module.registerBusiness(name))
    : undefined;
  if (registered && !registered.ok) return registered;
  const clean = {
    name,
    // Its customers' QR stickers and links carry the UPI ID: a new name keeps the one it has.
    vpa: registered?.upiId ?? useBusinessStore.getState().profile?.vpa ?? businessVpa(name),
    gstin: profile.gstin ? normaliseGstin(profile.gstin) : null,
    stateCode: profile.stateCode,
  };
  // A business signing up again (to add its GSTIN, say) keeps its sales, invoices and links.
  await (
    await book()
  ).update((stored) => ({ state: stored ?? freshState(new Date()), result: null }));
  useBusinessStore.setState({
    profile: clean,
    account: connected ? useSessionStore.getState().phone : null,
  });
  await loadBusiness();
  return { ok: true };
}

/**
 * Settles the whole business balance to the bank, with the PIN entered. The connected wallet
 * asks the server under the client's `id` (the same id again after a lost answer settles once);
 * the local book settles at once.
 */
export async function settleNow(id: string, pin: string): Promise<SettleResult> {
  if (connected) {
    const { settleWhole } = await import("../data/business-server");
    const result = await settleWhole(id, useBusinessStore.getState().state?.book, pin);
    await loadBusiness();
    return result;
  }
  return change((state) => {
    const outcome = applySettlement(state.book, new Date());
    return { state: outcome.ok ? { ...state, book: outcome.book } : state, result: outcome };
  });
}

export type InvoiceDraft = Omit<Invoice, "number" | "sequence" | "date" | "supplierState">;

/** Saves an invoice under the next number in sequence. */
export function issueInvoice(draft: InvoiceDraft): Promise<Invoice> {
  const profile = useBusinessStore.getState().profile;
  return change((state) => {
    const now = new Date();
    const sequence = state.invoices.reduce((max, i) => Math.max(max, i.sequence), 0) + 1;
    const invoice: Invoice = {
      ...draft,
      number: invoiceNumber(sequence, now),
      sequence,
      date: now.toISOString(),
      supplierState: profile?.stateCode ?? sampleBusiness.stateCode,
    };
    return { state: { ...state, invoices: [invoice, ...state.invoices] }, result: invoice };
  });
}
