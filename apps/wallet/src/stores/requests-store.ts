import type { Money } from "@repo/ledger/money";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { parsePayLink, payLinkQuery, type SignedPayLink } from "../lib/pay-link";
import type { PayLinkQuery } from "../lib/pay-link-search";
import { safeLocalStorage } from "../lib/safe-storage";
import { localStorageNames } from "../lib/storage-names";

/** Who owes a share of a split: yourself, or a contact by id. */
export type Person = "me" | (string & {});

export type SplitShare = {
  person: Person;
  amount: Money;
  /** The request sent for this share; your own share has none. */
  link?: SignedPayLink;
};

export type Split = {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  total: Money;
  /** What the bill was for. */
  note?: string;
  shares: SplitShare[];
};

type RequestsState = {
  /** Money asked for on /request, newest first. Whether each is paid is read from the ledger. */
  requests: SignedPayLink[];
  /** Bills split on /split, newest first. */
  splits: Split[];
  addRequest: (link: SignedPayLink) => void;
  addSplit: (split: Split) => void;
};

export const REQUESTS_STORAGE_KEY = localStorageNames.requests;

/** How long a request's link may stay valid, in days; the first choice is the default. */
export const REQUEST_VALID_DAYS = [7, 1, 30] as const;

/** Enough for any real use; the oldest beyond it are dropped when a new one is added. */
const KEEP = 100;

/**
 * As stored: each link in its query-string form, read back through the same check a link
 * opened from a message gets. Anything that does not fit is dropped on reading.
 */
const minor = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const storedLink = v.pipe(
  v.record(v.string(), v.string()),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const link = parsePayLink(dataset.value);
    if (link) return link;
    addIssue({ message: "Not a payment link" });
    return NEVER;
  }),
);
const storedSplit = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Z0-9]{6,32}$/)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  total: minor,
  /** Rupees unless it says so: splits stored before kwacha accounts carried no currency. */
  currency: v.optional(v.picklist(["INR", "ZMW"]), "INR"),
  note: v.optional(v.pipe(v.string(), v.maxLength(100))),
  shares: v.pipe(
    v.array(
      v.object({
        person: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
        amount: minor,
        link: v.optional(storedLink),
      }),
    ),
    v.minLength(1),
    v.maxLength(20),
  ),
});

type Stored = {
  requests: PayLinkQuery[];
  splits: (Omit<Split, "total" | "shares"> & {
    total: number;
    currency: string;
    shares: { person: string; amount: number; link?: PayLinkQuery }[];
  })[];
};

/** Keeps the items that check out, drops the rest: one bad item never loses the others. */
function validItems<T>(schema: v.GenericSchema<unknown, T>, items: unknown): T[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const result = v.safeParse(schema, item);
    return result.success ? [result.output] : [];
  });
}

/** Your payment requests and split bills, kept on this device. */
export const useRequestsStore = create<RequestsState>()(
  persist(
    (set) => ({
      requests: [],
      splits: [],
      addRequest: (link) => set((s) => ({ requests: [link, ...s.requests].slice(0, KEEP) })),
      addSplit: (split) => set((s) => ({ splits: [split, ...s.splits].slice(0, KEEP) })),
    }),
    {
      name: REQUESTS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ requests, splits }): Stored => ({
        requests: requests.map(payLinkQuery),
        splits: splits.map((split) => ({
          ...split,
          total: split.total.minor,
          currency: split.total.currency,
          shares: split.shares.map((share) => ({
            person: share.person,
            amount: share.amount.minor,
            ...(share.link ? { link: payLinkQuery(share.link) } : {}),
          })),
        })),
      }),
      merge: (persisted, current) => {
        const { requests, splits } = (persisted ?? {}) as Partial<Record<keyof Stored, unknown>>;
        return {
          ...current,
          requests: validItems(storedLink, requests),
          splits: validItems(storedSplit, splits).map(({ currency, ...split }) => ({
            ...split,
            total: { minor: split.total, currency },
            shares: split.shares.map((share) => ({
              ...share,
              amount: { minor: share.amount, currency },
            })),
          })),
        };
      },
    },
  ),
);
